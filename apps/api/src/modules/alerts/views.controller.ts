import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post } from '@nestjs/common';
import type { SavedViewResponse, SavedViewsResponse } from '@overlay/contracts';
import type { User } from '@overlay/domain';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { uuidParam } from '../../common/pipes/uuid-param.pipe';
import { SavedViewsUseCases } from './application/saved-views.use-cases';
import { SaveViewRequestDto } from './dto/save-view.request.dto';
import { UpdateViewRequestDto } from './dto/update-view.request.dto';
import { toViewJson } from './presenters/alerts.presenter';

/** The signed-in user's saved views (docs/product.md "Alerts"): `/api/users/me/views`. */
@Controller('users/me/views')
@RequirePermission('view_opportunities')
export class ViewsController {
  constructor(
    private readonly views: SavedViewsUseCases
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async list(@CurrentUser() user: User): Promise<SavedViewsResponse> {
    return { views: (await this.views.list(user.id)).map(toViewJson) };
  }

  @Post()
  async create(@CurrentUser() user: User, @Body() body: SaveViewRequestDto): Promise<SavedViewResponse> {
    return { view: toViewJson(await this.views.create(user.id, body)) };
  }

  @Patch(':id')
  async update(@CurrentUser() user: User, @Param('id', uuidParam('View')) id: string, @Body() body: UpdateViewRequestDto): Promise<SavedViewResponse> {
    const view = toViewJson(await this.views.update(user.id, id, body));
    return { view };
  }

  @Delete(':id')
  @HttpCode(204)
  async delete(@CurrentUser() user: User, @Param('id', uuidParam('View')) id: string): Promise<void> {
    await this.views.delete(user.id, id);
  }
}
