import { Controller, Get } from '@nestjs/common';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { ListBookmakersUseCase } from './application/list-bookmakers.use-case';

/** The full bookmaker list for the boost screens (promo editors and admins). */
@Controller('admin/bookmakers')
@RequirePermission('manage_boosts')
export class AdminBookmakersController {
  constructor(private readonly bookmakers: ListBookmakersUseCase) {}

  @Get()
  async list() {
    const all = await this.bookmakers.all();
    return all.map(({ name, isActive, isCustom }) => ({ name, isActive, isCustom }));
  }
}
