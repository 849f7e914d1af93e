import { Injectable } from '@nestjs/common';
import { AlertRuleRepository, BETTING_SETTINGS_DEFAULTS, BettingSettingsRepository, SavedViewRepository } from '@overlay/domain';
import type { AlertRule, BettingSettings, FairPriceMethod, SavedView, UserRole } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { OnDomainEvent } from '../../../events/on-domain-event.decorator';

/** How long the evaluator trusts its copy of the rules without hearing of a change. */
const RULE_BOOK_TTL_MS = 5000;

/** Rules sharing one computation of rows: the same view query and fair-price method. */
interface RuleGroup {
  query: string;
  method: FairPriceMethod;
  rules: AlertRule[];
}

export interface RuleBookState {
  groups: RuleGroup[];
  settings: ReadonlyMap<string, BettingSettings>;
  views: ReadonlyMap<string, SavedView>;
  /** Each rule owner's role: what an alert may link to (the live page needs use_live_tracker). */
  roles: ReadonlyMap<string, UserRole>;
}

/**
 * The enabled rules, grouped by what their rows depend on (docs/product.md "Alerts"): every rule
 * on views with the same query and fair-price method shares one set of rows, whoever owns it. A
 * view without its own method uses its owner's setting. Read again after a change of views, rules
 * or betting settings on any instance (events), and after RULE_BOOK_TTL_MS at the latest (a change
 * made by SQL, an event missed while the bus reconnected).
 */
@Injectable()
export class AlertRuleBook {
  private state: RuleBookState | null = null;
  private readAtMs = 0;

  constructor(
    private readonly rules: AlertRuleRepository,
    private readonly views: SavedViewRepository,
    private readonly settings: BettingSettingsRepository,
    private readonly clock: Clock,
  ) {}

  @OnDomainEvent('alert_rules_changed')
  @OnDomainEvent('betting_settings_changed')
  invalidate(): void {
    this.state = null;
  }

  async current(): Promise<RuleBookState> {
    const nowMs = this.clock.now().getTime();
    if (this.state !== null && nowMs - this.readAtMs < RULE_BOOK_TTL_MS) return this.state;
    const [rules, views] = await Promise.all([this.rules.findEnabled(), this.views.findWithRules()]);
    const settings = await this.settings.findMany([...new Set(rules.map((r) => r.userId))]);
    const viewById = new Map(views.map((v) => [v.id, v]));
    const groups = new Map<string, RuleGroup>();
    for (const rule of rules) {
      const view = viewById.get(rule.viewId);
      if (view === undefined) continue;
      const method = view.fairMethod ?? settings.get(rule.userId)?.fairMethod ?? BETTING_SETTINGS_DEFAULTS.fairMethod;
      const key = `${method}|${view.query}`;
      const group = groups.get(key) ?? { query: view.query, method, rules: [] };
      group.rules.push(rule);
      groups.set(key, group);
    }
    const roles = new Map(rules.map((rule) => [rule.userId, rule.ownerRole]));
    this.state = { groups: [...groups.values()], settings, views: viewById, roles };
    this.readAtMs = nowMs;
    return this.state;
  }
}
