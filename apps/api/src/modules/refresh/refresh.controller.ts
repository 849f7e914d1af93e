import { Controller, HttpCode, Post } from '@nestjs/common';
import type { ForceRefreshResponse, RefreshResponse } from '@overlay/contracts';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { RefreshMarketsUseCase } from './application/refresh-markets.use-case';
import type { RefreshResult } from '../ingest';

/** Manual refreshes (docs/product.md §7): they run the job's use case and answer once the data is stored. */
@Controller()
export class RefreshController {
  constructor(private readonly refresh: RefreshMarketsUseCase) {}

  @Post('refresh')
  @HttpCode(200)
  @RequirePermission('refresh_data')
  async refreshNow(): Promise<RefreshResponse> {
    return present(await this.refresh.refreshNow());
  }

  @Post('admin/refresh')
  @HttpCode(200)
  @RequirePermission('force_refresh')
  async forceRefresh(): Promise<ForceRefreshResponse> {
    return { ...present(await this.refresh.forceRefresh()), message: 'Data refresh triggered' };
  }
}

function present(result: RefreshResult): RefreshResponse {
  return {
    ok: true as const,
    dataVersion: result.dataVersion,
    lastUpdated: result.lastUpdated,
    changed: result.changed,
    racesUpdated: result.racesWritten,
    pricesUpdated: result.priceRowsWritten,
  };
}
