import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post } from '@nestjs/common';
import type { WebhookResponse, WebhooksResponse } from '@overlay/contracts';
import type { User } from '@overlay/domain';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { uuidParam } from '../../common/pipes/uuid-param.pipe';
import { WebhooksUseCases } from './application/webhooks.use-cases';
import { CreateWebhookRequestDto, UpdateWebhookRequestDto } from './dto/webhook.request.dto';
import { toWebhookJson } from './presenters/alerts.presenter';

/** The signed-in user's webhooks (docs/product.md "Alerts"): `/api/users/me/webhooks`; secrets are never answered. */
@Controller('users/me/webhooks')
@RequirePermission('view_opportunities')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksUseCases) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async list(@CurrentUser() user: User): Promise<WebhooksResponse> {
    return { webhooks: (await this.webhooks.list(user.id)).map(toWebhookJson) };
  }

  @Post()
  async create(@CurrentUser() user: User, @Body() body: CreateWebhookRequestDto): Promise<WebhookResponse> {
    return { webhook: toWebhookJson(await this.webhooks.create(user.id, body.url, body.secret)) };
  }

  @Patch(':id')
  async update(@CurrentUser() user: User, @Param('id', uuidParam('Webhook')) id: string, @Body() body: UpdateWebhookRequestDto): Promise<WebhookResponse> {
    return { webhook: toWebhookJson(await this.webhooks.setEnabled(user.id, id, body.enabled)) };
  }

  @Delete(':id')
  @HttpCode(204)
  async delete(@CurrentUser() user: User, @Param('id', uuidParam('Webhook')) id: string): Promise<void> {
    await this.webhooks.delete(user.id, id);
  }
}
