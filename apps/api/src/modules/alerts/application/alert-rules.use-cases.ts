import { Injectable } from '@nestjs/common';
import {
  ALERT_LIMITS,
  ALERT_RULE_DEFAULTS,
  AlertError,
  AlertRuleRepository,
  EventBus,
  SavedViewRepository,
  isTimeZone,
} from '@overlay/domain';
import type { AlertRule, AlertRuleInput } from '@overlay/domain';
import { ValuationService } from '../../valuation';

export type AlertRuleChange = Partial<AlertRuleInput>;

/**
 * The signed-in user's alert rules (docs/product.md "Alerts"): each on one of their saved views,
 * at most ALERT_LIMITS.rules per user. Books must be known bookmakers (canonical spelling kept),
 * the time zone a real zone, quiet hours both set or both cleared.
 */
@Injectable()
export class AlertRulesUseCases {
  constructor(
    private readonly rules: AlertRuleRepository,
    private readonly views: SavedViewRepository,
    private readonly valuation: ValuationService,
    private readonly bus: EventBus,
  ) {}

  list(userId: string): Promise<AlertRule[]> {
    return this.rules.list(userId);
  }

  async create(userId: string, change: AlertRuleChange & Pick<AlertRuleInput, 'viewId' | 'minTotalEv'>): Promise<AlertRule> {
    const input: AlertRuleInput = {
      viewId: change.viewId,
      minTotalEv: change.minTotalEv,
      minStake: change.minStake ?? null,
      bookmakers: change.bookmakers ?? [],
      codes: change.codes ?? [],
      maxMinutesToJump: change.maxMinutesToJump ?? null,
      evStep: change.evStep ?? ALERT_RULE_DEFAULTS.evStep,
      quietStart: change.quietStart ?? null,
      quietEnd: change.quietEnd ?? null,
      timeZone: change.timeZone ?? ALERT_RULE_DEFAULTS.timeZone,
      dailyCap: change.dailyCap ?? ALERT_RULE_DEFAULTS.dailyCap,
      enabled: change.enabled ?? true,
    };
    const checked = await this.checked(userId, input);
    const saved = await this.rules.create(userId, { ...input, ...checked }, ALERT_LIMITS.rules);
    if (saved === 'limit') throw new AlertError('ALERT_RULE_LIMIT');
    this.bus.publish('alert_rules_changed', { userId });
    return saved;
  }

  async update(userId: string, id: string, given: AlertRuleChange): Promise<AlertRule> {
    // Only the fields sent: a DTO instance may carry the others as undefined.
    const change = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) as AlertRuleChange;
    const current = (await this.rules.list(userId)).find((r) => r.id === id);
    if (current === undefined) throw new AlertError('ALERT_RULE_NOT_FOUND');
    const checked = await this.checked(userId, { ...current, ...change });
    const saved = await this.rules.update(userId, id, { ...change, ...checked });
    if (saved === null) throw new AlertError('ALERT_RULE_NOT_FOUND');
    this.bus.publish('alert_rules_changed', { userId });
    return saved;
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.rules.delete(userId, id))) throw new AlertError('ALERT_RULE_NOT_FOUND');
    this.bus.publish('alert_rules_changed', { userId });
  }

  /** The rules a DTO cannot check alone; returns the books in their canonical spelling. */
  private async checked(userId: string, rule: AlertRuleInput): Promise<Pick<AlertRuleInput, 'bookmakers'>> {
    if ((await this.views.find(userId, rule.viewId)) === null)
      throw new AlertError('ALERT_RULE_INVALID', 'viewId must be the id of one of your saved views');
    if (!isTimeZone(rule.timeZone))
      throw new AlertError('ALERT_RULE_INVALID', `Unknown time zone '${rule.timeZone}'`);
    if ((rule.quietStart === null) !== (rule.quietEnd === null))
      throw new AlertError('ALERT_RULE_INVALID', 'Quiet hours need both a start and an end');
    const { bookmakers: known } = await this.valuation.current('');
    const byLower = new Map(known.map((b) => [b.toLowerCase(), b]));
    const bookmakers = rule.bookmakers.map((name) => {
      const canonical = byLower.get(name.trim().toLowerCase());
      if (canonical === undefined) throw new AlertError('ALERT_RULE_INVALID', `Unknown bookmaker '${name}'`);
      return canonical;
    });
    return { bookmakers: [...new Set(bookmakers)] };
  }
}
