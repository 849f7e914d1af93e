import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { uuidParam } from '../../common/pipes/uuid-param.pipe';
import type { BetSummary, BetView, User } from '@overlay/domain';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { CreateBetUseCase } from './application/create-bet.use-case';
import { DeleteBetUseCase } from './application/delete-bet.use-case';
import { GetBetSummaryUseCase } from './application/get-bet-summary.use-case';
import { ListBetsUseCase } from './application/list-bets.use-case';
import { UpdateBetUseCase } from './application/update-bet.use-case';
import { BetFilterRequestDto } from './dto/bet-filter.request.dto';
import { CreateBetRequestDto } from './dto/create-bet.request.dto';
import { UpdateBetRequestDto } from './dto/update-bet.request.dto';
import { toBetFilter, toBetJson } from './presenters/bet.presenter';

/** The caller's bet log (issue #16): every signed-in user, each only their own bets. */
@Controller('bets')
@RequirePermission('view_opportunities')
export class BetsController {
  constructor(
    private readonly listBets: ListBetsUseCase,
    private readonly summary: GetBetSummaryUseCase,
    private readonly createBet: CreateBetUseCase,
    private readonly updateBet: UpdateBetUseCase,
    private readonly deleteBet: DeleteBetUseCase,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async list(@Query() query: BetFilterRequestDto, @CurrentUser() user: User): Promise<{ bets: BetView[] }> {
    return { bets: (await this.listBets.execute(user.id, toBetFilter(query))).map(toBetJson) };
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
