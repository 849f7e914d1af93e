import type { BetPageResponse, BetSummary, BetView } from '@overlay/contracts';
import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { BET_PAGE_DEFAULT, BETS_CSV_HEADER, betsCsvLines } from '@overlay/domain';
import type { User } from '@overlay/domain';
import type { Response } from 'express';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { Clock } from '../../common/time/clock';
import { uuidParam } from '../../common/pipes/uuid-param.pipe';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { CreateBetUseCase } from './application/create-bet.use-case';
import { DeleteBetUseCase } from './application/delete-bet.use-case';
import { ExportBetsUseCase } from './application/export-bets.use-case';
import { GetBetSummaryUseCase } from './application/get-bet-summary.use-case';
import { ListBetsUseCase } from './application/list-bets.use-case';
import { UpdateBetUseCase } from './application/update-bet.use-case';
import { BetFilterRequestDto } from './dto/bet-filter.request.dto';
import { BetPageRequestDto } from './dto/bet-page.request.dto';
import { CreateBetRequestDto } from './dto/create-bet.request.dto';
import { UpdateBetRequestDto } from './dto/update-bet.request.dto';
import { decodeBetCursor, encodeBetCursor } from './presenters/bet-cursor.presenter';
import { toBetFilter, toBetJson } from './presenters/bet.presenter';
import { sendCsvDownload } from './presenters/csv-download.presenter';

/** The caller's bet log: every signed-in user, each only their own bets. */
@Controller('bets')
@RequirePermission('view_opportunities')
export class BetsController {
  constructor(
    private readonly listBets: ListBetsUseCase,
    private readonly summary: GetBetSummaryUseCase,
    private readonly createBet: CreateBetUseCase,
    private readonly updateBet: UpdateBetUseCase,
    private readonly deleteBet: DeleteBetUseCase,
    private readonly exportBets: ExportBetsUseCase,
    private readonly clock: Clock,
  ) {}

  /** A page of the log, newest first; `nextCursor` fetches the next one (null on the last page). */
  @Get()
  @Header('Cache-Control', 'no-store')
  async list(@Query() query: BetPageRequestDto, @CurrentUser() user: User): Promise<BetPageResponse> {
    const after = decodeBetCursor(query.cursor);
    const page = await this.listBets.execute(user.id, toBetFilter(query), { limit: query.limit ?? BET_PAGE_DEFAULT, after });
    return { bets: page.bets.map(toBetJson), nextCursor: encodeBetCursor(page.next) };
  }

  /** Every bet under the filter as a CSV download, streamed batch by batch. */
  @Get('export.csv')
  async export(@Query() query: BetFilterRequestDto, @CurrentUser() user: User, @Res() response: Response): Promise<void> {
    const batches = this.exportBets.execute(user.id, toBetFilter(query));
    async function* lines() {
      for await (const bets of batches) yield betsCsvLines(bets.map(toBetJson));
    }
    await sendCsvDownload(response, `bets-${this.clock.now().toISOString().slice(0, 10)}.csv`, BETS_CSV_HEADER, lines());
  }

  @Get('summary')
  @Header('Cache-Control', 'no-store')
  getSummary(@Query() query: BetFilterRequestDto, @CurrentUser() user: User): Promise<BetSummary> {
    return this.summary.execute(user.id, toBetFilter(query));
  }

  @Post()
  async create(@Body() body: CreateBetRequestDto, @CurrentUser() user: User): Promise<BetView> {
    const bet = await this.createBet.execute(user.id, {
      extRaceId: body.extRaceId.trim(),
      runnerNumber: body.runnerNumber,
      bookmaker: body.bookmaker,
      price: body.price,
      stake: body.stake,
      promoId: body.promoId ?? null,
      boostId: body.boostId ?? null,
      notes: body.notes ?? '',
      layPrice: body.layPrice ?? null,
      layStake: body.layStake ?? null,
      layCommissionPct: body.layCommissionPct ?? null,
    });
    return toBetJson(bet);
  }

  @Patch(':id')
  async update(@Param('id', uuidParam('Bet')) id: string, @Body() body: UpdateBetRequestDto, @CurrentUser() user: User): Promise<BetView> {
    return toBetJson(await this.updateBet.execute(user.id, id, { price: body.price, stake: body.stake, notes: body.notes }));
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@Param('id', uuidParam('Bet')) id: string, @CurrentUser() user: User): Promise<void> {
    await this.deleteBet.execute(user.id, id);
  }
}
