import {
  Body,
  Controller,
  Delete,
  HttpCode,
  Param,
  Post,
  UseInterceptors,
} from '@nestjs/common';
import type { AddedBookmakerResponse, CreatedBoostsResponse } from '@overlay/contracts';
import { uuidParam } from '../../common/pipes/uuid-param.pipe';
import type { User } from '@overlay/domain';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { IdempotencyInterceptor } from '../../common/idempotency/idempotency.interceptor';
import { AddCustomBookmakerUseCase } from './application/add-custom-bookmaker.use-case';
import { CreateBetBoostsUseCase } from './application/create-bet-boosts.use-case';
import { DeleteBoostUseCase } from './application/delete-boost.use-case';
import { AddBookmakerRequestDto } from './dto/add-bookmaker.request.dto';
import { CreateBetBoostsRequestDto } from './dto/create-bet-boosts.request.dto';
import { toBoostRow } from './presenters/boost.presenter';

/** Fixed-price boosts of the Bet Boosts screen (docs/product.md §7): promo_editor and admin. */
@Controller('bet-boosts')
@RequirePermission('manage_boosts')
export class BetBoostsController {
  constructor(
    private readonly createBetBoosts: CreateBetBoostsUseCase,
    private readonly deleteBoost: DeleteBoostUseCase,
    private readonly addBookmaker: AddCustomBookmakerUseCase,
  ) {}

  @Post()
  @UseInterceptors(IdempotencyInterceptor)
  async create(
    @Body() body: CreateBetBoostsRequestDto,
    @CurrentUser() actor: User,
  ): Promise<CreatedBoostsResponse> {
    return {
      created: (await this.createBetBoosts.execute(body, actor)).map(
        toBoostRow,
      ),
    };
  }

  @Post('bookmakers')
  async bookmaker(
    @Body() body: AddBookmakerRequestDto,
    @CurrentUser() actor: User,
  ): Promise<AddedBookmakerResponse> {
    const bookmaker = await this.addBookmaker.execute(body.name, actor);
    return {
      bookmaker: { name: bookmaker.name, isActive: bookmaker.isActive },
    };
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(
    @Param('id', uuidParam('Boost')) id: string,
    @CurrentUser() actor: User,
  ): Promise<void> {
    await this.deleteBoost.execute(id, actor);
  }
}
