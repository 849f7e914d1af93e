import { Body, Controller, Get, Header, Param, Patch } from '@nestjs/common';
import type { AdminBookmakerRow } from '@overlay/contracts';
import type { User } from '@overlay/domain';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { ListBookmakersUseCase } from './application/list-bookmakers.use-case';
import { SetSourceActiveUseCase } from './application/set-source-active.use-case';
import { SetSourceActiveRequestDto } from './dto/set-source-active.request.dto';
import { toAdminBookmakerRow } from './presenters/bookmakers.presenter';

/** Every source of the catalogue with its switch: the boost screens (editors) and the Admin Panel. */
@Controller('admin/bookmakers')
export class AdminBookmakersController {
  constructor(
    private readonly bookmakers: ListBookmakersUseCase,
    private readonly setActive: SetSourceActiveUseCase,
  ) {}

  @Get()
  @RequirePermission('manage_boosts')
  @Header('Cache-Control', 'no-store')
  async list(): Promise<AdminBookmakerRow[]> {
    return (await this.bookmakers.catalogueNow()).all.map(toAdminBookmakerRow);
  }

  /** Admins only: a switched-off source leaves every view (docs/feeds.md, "The source catalogue"). */
  @Patch(':name')
  @RequirePermission('manage_sources')
  async switch(
    @Param('name') name: string,
    @Body() body: SetSourceActiveRequestDto,
    @CurrentUser() actor: User,
  ): Promise<AdminBookmakerRow> {
    return toAdminBookmakerRow(await this.setActive.execute(name, body.isActive, actor));
  }
}
