import { Injectable } from '@nestjs/common';
import {
  ALERT_LIMITS,
  ALERT_RULE_DEFAULTS,
  AlertError,
  AlertRuleRepository,
  EventBus,
  SavedViewRepository,
  TransactionRunner,
  isTimeZone,
} from '@overlay/domain';
import type { AlertRule, AlertRuleInput, FairPriceMethod, Transaction } from '@overlay/domain';
import { ValuationService } from '../../valuation';
import { SavedViewsUseCases } from './saved-views.use-cases';

export type AlertRuleChange = Partial<AlertRuleInput>;

/** A new rule: on one of the user's views, or on the dashboard's filters (`view`). */
export type NewAlertRule = Omit<AlertRuleChange, 'viewId'> &
  Pick<AlertRuleInput, 'minTotalEv'> & { viewId?: string; view?: { query: string; fairMethod?: FairPriceMethod | null } };

/**
 * The signed-in user's alert rules (docs/product.md "Alerts"): each on one of their saved views,
 * at most ALERT_LIMITS.rules per user. Books must be known bookmakers (canonical spelling kept),
 * the time zone a real zone, quiet hours both set or both cleared. A rule (and a view made for
 * it) is stored with its event in one transaction, or nothing is.
 */
@Injectable()
export class AlertRulesUseCases {
  constructor(
    private readonly rules: AlertRuleRepository,
    private readonly views: SavedViewRepository,
    private readonly valuation: ValuationService,
    private readonly bus: EventBus,
    private readonly savedViews: SavedViewsUseCases,
    private readonly transactions: TransactionRunner,
  ) {}

  list(userId: string): Promise<AlertRule[]> {
    return this.rules.list(userId);
  }

  /**
   * A rule on a view, or on the dashboard's filters in one step ("Alert me on these filters"):
   * the user's view of those filters (and fair-price method) is used, or one is saved for them
   * in the rule's transaction, so a refused rule leaves no view behind.
   */
  async create(userId: string, change: NewAlertRule): Promise<AlertRule> {
    const view = change.view;
    if (view !== undefined && change.viewId !== undefined) throw new AlertError('ALERT_RULE_INVALID', 'Give viewId or view, not both');
    return this.transactions.run(async (tx) => {
      const viewId =
        view === undefined ? (change.viewId ?? '') : (await this.savedViews.findOrSave(userId, view.query, view.fairMethod ?? null, tx)).view.id;
      return this.createOn(userId, viewId, change, tx);
    });
  }

  private async createOn(userId: string, viewId: string, change: NewAlertRule, tx: Transaction): Promise<AlertRule> {
    const input: AlertRuleInput = {
      viewId,
      minTotalEv: change.minTotalEv,
      minStake: change.minStake ?? null,
      minLockedEv: change.minLockedEv ?? null,
      minRating: change.minRating ?? null,
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
    const checked = await this.checked(userId, input, tx);
    const saved = await this.rules.create(userId, { ...input, ...checked }, ALERT_LIMITS.rules, tx);
    if (saved === 'limit') throw new AlertError('ALERT_RULE_LIMIT');
    await this.bus.publishWithin(tx, 'alert_rules_changed', { userId });
    return saved;
  }

  async update(userId: string, id: string, given: AlertRuleChange): Promise<AlertRule> {
    // Only the fields sent: a DTO instance may carry the others as undefined.
    const change = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) as AlertRuleChange;
    const current = (await this.rules.list(userId)).find((r) => r.id === id);
    if (current === undefined) throw new AlertError('ALERT_RULE_NOT_FOUND');
    const checked = await this.checked(userId, { ...current, ...change });
    return this.transactions.run(async (tx) => {
      const saved = await this.rules.update(userId, id, { ...change, ...checked }, tx);
      if (saved === null) throw new AlertError('ALERT_RULE_NOT_FOUND');
      await this.bus.publishWithin(tx, 'alert_rules_changed', { userId });
      return saved;
    });
  }

  async delete(userId: string, id: string): Promise<void> {
    await this.transactions.run(async (tx) => {
      if (!(await this.rules.delete(userId, id, tx))) throw new AlertError('ALERT_RULE_NOT_FOUND');
      await this.bus.publishWithin(tx, 'alert_rules_changed', { userId });
    });
  }

  /** The rules a DTO cannot check alone; returns the books in their canonical spelling. */
  private async checked(userId: string, rule: AlertRuleInput, tx?: Transaction): Promise<Pick<AlertRuleInput, 'bookmakers'>> {
    if ((await this.views.find(userId, rule.viewId, tx)) === null)
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
