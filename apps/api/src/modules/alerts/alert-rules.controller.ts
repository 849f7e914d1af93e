import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post } from '@nestjs/common';
import type { AlertRuleResponse, AlertRulesResponse } from '@overlay/contracts';
import type { User } from '@overlay/domain';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { RequirePermission } from '../../common/auth/require-permission.decorator';
import { uuidParam } from '../../common/pipes/uuid-param.pipe';
import { AlertRulesUseCases } from './application/alert-rules.use-cases';
import { AlertRuleFieldsDto, CreateAlertRuleRequestDto } from './dto/alert-rule.request.dto';
import { toRuleJson } from './presenters/alerts.presenter';

/** The signed-in user's alert rules (docs/product.md "Alerts"): `/api/users/me/alert-rules`. */
@Controller('users/me/alert-rules')
@RequirePermission('view_opportunities')
export class AlertRulesController {
  constructor(
    private readonly rules: AlertRulesUseCases
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async list(@CurrentUser() user: User): Promise<AlertRulesResponse> {
    return { rules: (await this.rules.list(user.id)).map(toRuleJson) };
  }

  @Post()
  async create(@CurrentUser() user: User, @Body() body: CreateAlertRuleRequestDto): Promise<AlertRuleResponse> {
    const rule = toRuleJson(await this.rules.create(user.id, body));
    return { rule };
  }

  @Patch(':id')
  async update(@CurrentUser() user: User, @Param('id', uuidParam('Alert rule')) id: string, @Body() body: AlertRuleFieldsDto): Promise<AlertRuleResponse> {
    const rule = toRuleJson(await this.rules.update(user.id, id, body));
    return { rule };
  }

  @Delete(':id')
  @HttpCode(204)
  async delete(@CurrentUser() user: User, @Param('id', uuidParam('Alert rule')) id: string): Promise<void> {
    await this.rules.delete(user.id, id);
  }
}
