import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Patch,
  Post,
  UseInterceptors,
} from '@nestjs/common';
import type {
  ClearPromosResponse,
  CreatedPromosResponse,
  PromoResponse,
  PromosResponse,
  ResolvePromoTextResponse,
} from '@overlay/contracts';
import { uuidParam } from '../../common/pipes/uuid-param.pipe';
import type { PromoScope, RaceCode, User } from '@overlay/domain';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { IdempotencyInterceptor } from '../../common/idempotency/idempotency.interceptor';
import type { PromoInput } from './application/promo-draft.rules';
import { ChangePromoUseCase } from './application/change-promo.use-case';
import { ClearPromosUseCase } from './application/clear-promos.use-case';
import { CreatePromosUseCase } from './application/create-promos.use-case';
import { ListPromosUseCase } from './application/list-promos.use-case';
import { ResolvePromoTextUseCase } from './application/resolve-promo-text.use-case';
import { CreatePromosRequestDto } from './dto/create-promos.request.dto';
import { ResolvePromoTextRequestDto } from './dto/resolve-promo-text.request.dto';
import { UpdatePromoRequestDto } from './dto/update-promo.request.dto';
import { toPromoInput, toPromoRow } from './presenters/promo.presenter';

/** Promotions (docs/product.md §7): everyone signed in reads; promo_editor and admin write. */
@Controller('promos')
export class PromosController {
  constructor(
    private readonly listPromos: ListPromosUseCase,
    private readonly createPromos: CreatePromosUseCase,
    private readonly changePromo: ChangePromoUseCase,
    private readonly clearPromos: ClearPromosUseCase,
    private readonly resolveText: ResolvePromoTextUseCase,
  ) {}

  @Get()
  @RequirePermission('view_opportunities')
  @Header('Cache-Control', 'no-store')
  async list(@CurrentUser() viewer: User): Promise<PromosResponse> {
    return { promos: (await this.listPromos.execute(viewer)).map(toPromoRow) };
  }

  @Post('bulk')
  @RequirePermission('manage_promos')
  @UseInterceptors(IdempotencyInterceptor)
  async create(
    @Body() body: CreatePromosRequestDto,
    @CurrentUser() actor: User,
  ): Promise<CreatedPromosResponse> {
    const input: PromoInput = {
      scope: 'all' as PromoScope,
      bookmaker: '',
      promoType: '',
      visibility: body.visibility ?? 'global',
    };
    const created = await this.createPromos.execute(
      Object.assign(input, toPromoInput(body)),
      actor,
    );
    return { created: created.map(toPromoRow) };
  }

  @Post('resolve-text')
  @RequirePermission('manage_promos')
  @HttpCode(200)
  resolve(@Body() body: ResolvePromoTextRequestDto): Promise<ResolvePromoTextResponse> {
    return this.resolveText.execute({
      text: body.text,
      withinMinutes: body.within_minutes,
      codes: body.codes as RaceCode[],
      minRunners: body.min_runners,
    });
  }

  @Delete('all')
  @RequirePermission('manage_promos')
  clear(@CurrentUser() actor: User): Promise<ClearPromosResponse> {
    return this.clearPromos.execute(actor);
  }

  @Patch(':id')
  @RequirePermission('manage_promos')
  async update(
    @Param('id', uuidParam('Promo')) id: string,
    @Body() body: UpdatePromoRequestDto,
    @CurrentUser() actor: User,
  ): Promise<PromoResponse> {
    return {
      promo: toPromoRow(
        await this.changePromo.update(id, toPromoInput(body), actor),
      ),
    };
  }

  @Delete(':id')
  @RequirePermission('manage_promos')
  @HttpCode(204)
  async remove(
    @Param('id', uuidParam('Promo')) id: string,
    @CurrentUser() actor: User,
  ): Promise<void> {
    await this.changePromo.delete(id, actor);
  }
}
