import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  ALERT_CHANNELS,
  AlertLogRepository,
  AlertTrace,
  BETTING_SETTINGS_DEFAULTS,
  EventBus,
  evaluateRule,
  fallenBelow,
  inQuietHours,
  prepareRows,
  startOfLocalDay,
  stateAfterAlert,
  suggestedStake,
  traceMs,
} from '@overlay/domain';
import type { AlertCandidate, AlertChannel, NewAlert, Opportunity, RaceMarket } from '@overlay/domain';
import { matchRating, opportunityLockAt } from '@overlay/ev-engine';
import { Clock } from '../../../common/time/clock';
import { ValuationService } from '../../valuation';
import { ALERTS_CONFIG } from '../alerts.config';
import type { AlertsConfig } from '../alerts.config';
import { alertMessage } from './alert-message';
import { AlertRuleBook } from './alert-rule-book';
import type { RuleBookState } from './alert-rule-book';
import { OpportunityStates } from './opportunity-states';
import { RaceChanges } from './race-changes';

/**
 * Between full passes only the rows of races that changed are walked; a full pass (every rule
 * over every row) runs on the first change, after the rules changed and at least this often, so a
 * row entering a rule's minutes to the jump, the end of quiet hours and a new day's cap are seen.
 */
const FULL_PASS_EVERY_MS = 60_000;
/** Opportunities of races started this long ago are forgotten (they can never alert again). */
const KEEP_STARTED_MS = 60 * 60_000;

export interface EvaluationResult {
  groups: number;
  rules: number;
  /** Whether every row was walked (else only the rows of races that changed). */
  full: boolean;
  rows: number;
  /** Alerts stored (each with its deliveries, which the delivery worker sends). */
  sent: number;
  /** Time spent valuing rows and deciding, ms. */
  evaluationMs: number;
}

/**
 * One evaluation of every enabled rule after a market change (docs/product.md §10), on the
 * leader: rows computed once per (view query, fair-price method) group, then each rule walks its
 * group's rows best first. An opportunity alerts once; again only when its EV rose by the rule's
 * step above the best sent, or after it fell below the rule and came back (a walked race where
 * it no longer qualifies marks it below). The database judges each alert in the statement that
 * stores it with its deliveries, so a restart or a second leader sends nothing twice. Quiet hours
 * skip a rule; the daily cap counts its alerts since its local midnight.
 */
@Injectable()
export class EvaluateAlertRulesUseCase {
  private readonly states: OpportunityStates;
  private readonly races = new RaceChanges();
  private lastFullMs = -Infinity;
  private lastBook: RuleBookState | null = null;

  constructor(
    private readonly book: AlertRuleBook,
    private readonly valuation: ValuationService,
    private readonly log: AlertLogRepository,
    @Inject(ALERT_CHANNELS) private readonly channels: readonly AlertChannel[],
    private readonly bus: EventBus,
    private readonly clock: Clock,
    @Inject(ALERTS_CONFIG) private readonly config: AlertsConfig,
    @Optional() @Inject(AlertTrace) private readonly trace: AlertTrace | null = null,
  ) {
    this.states = new OpportunityStates(log);
  }

  /** Forget what was sent (a new leader reads it again from the database). */
  reset(): void {
    this.states.reset();
    this.races.reset();
    this.lastBook = null;
  }

  async execute(): Promise<EvaluationResult> {
    const started = performance.now();
    const startedAt = traceMs();
    const sent = await this.states.current();
    const book = await this.book.current();
    const now = this.clock.now();
    const nowMs = now.getTime();
    const full = book !== this.lastBook || nowMs - this.lastFullMs >= FULL_PASS_EVERY_MS;
    // What is left of each rule's daily cap: a rule at its cap is not walked at all.
    const allRules = book.groups.flatMap((g) => g.rules);
    const counts = await this.log.countsSince(allRules.map((r) => ({ ruleId: r.id, since: startOfLocalDay(now, r.timeZone) })));
    const stakeOf = (userId: string, row: Opportunity): number | null =>
      suggestedStake(row.kelly, book.settings.get(userId) ?? BETTING_SETTINGS_DEFAULTS);
    // The row's hedge at the owner's commission, by the rows' own function (docs/ev-model.md §10).
    const hedgeOf = (userId: string, row: Opportunity): { lockedEV: number; rating: number } | null => {
      const commission = (book.settings.get(userId) ?? BETTING_SETTINGS_DEFAULTS).commissionPct / 100;
      const lock = opportunityLockAt(row, commission);
      return lock === null || row.layPrice === null ? null : { lockedEV: lock.lockedEV, rating: matchRating(row.price, row.layPrice) };
    };
    const candidates: AlertCandidate[] = [];
    const below: { ruleId: string; key: string }[] = [];
    let rowCount = 0;
    // Each group loads the races of its view's window: what changed is worked out once per list.
    const lists = new Map<readonly RaceMarket[], { changed: ReadonlySet<string>; scratched: ReadonlySet<string> }>();
    let loaded: readonly RaceMarket[] = [];
    const changesOf = (races: readonly RaceMarket[]) => {
      let found = lists.get(races);
      if (found === undefined) lists.set(races, (found = { changed: this.races.changed(races), scratched: this.races.newlyScratched(races) }));
      return found;
    };
    // Between full passes, only the races whose stored content moved since the last pass.
    const pick = (races: readonly RaceMarket[]): ReadonlySet<string> | null => {
      loaded = races;
      return full ? null : changesOf(races).changed;
    };
    for (const group of book.groups) {
      // Between groups the event loop serves requests: a full pass over a busy day takes a while.
      await new Promise((resolve) => setImmediate(resolve));
      // Rules out of quiet hours and under their daily cap; a group with none is not valued at all.
      const active = group.rules.filter((rule) => !inQuietHours(rule, now) && (counts.get(rule.id) ?? 0) < rule.dailyCap);
      if (active.length === 0) continue;
      const lowest = Math.min(...active.map((rule) => rule.minTotalEv));
      const { rows } = await this.valuation.viewRows(group.query, group.method, pick, lowest);
      rowCount += rows.length;
      const prepared = prepareRows(rows);
      const { changed, scratched: newlyScratched } = changesOf(loaded);
      const walked = full ? null : changed;
      for (const rule of active) {
        const left = rule.dailyCap - (counts.get(rule.id) ?? 0);
        const result = evaluateRule(rule, prepared, { nowMs, sent, newlyScratched, stakeOf, hedgeOf }, left);
        candidates.push(...result.alerts);
        for (const key of fallenBelow(sent.get(rule.id), result.qualifying, walked)) below.push({ ruleId: rule.id, key });
      }
    }
    for (const races of lists.keys()) this.races.remember(races);
    if (full) {
      this.lastFullMs = nowMs;
      this.lastBook = book;
      this.states.forgetStartedBefore(nowMs - KEEP_STARTED_MS);
    }
    const matchedAt = traceMs();
    if (this.trace?.on) this.trace.record('matched', startedAt, matchedAt, { full, rows: rowCount, alerts: candidates.length });
    const stored = await this.store(candidates, book, now);
    if (this.trace?.on) this.trace.record('stored', matchedAt, traceMs(), { alerts: stored });
    await this.log.markBelow(below);
    for (const { ruleId, key } of below) this.states.markBelow(ruleId, key);
    return { groups: book.groups.length, rules: allRules.length, full, rows: rowCount, sent: stored, evaluationMs: performance.now() - started };
  }

  /** Stores the alerts the database lets go, each with its deliveries, and wakes the delivery worker. */
  private async store(candidates: readonly AlertCandidate[], book: RuleBookState, now: Date): Promise<number> {
    if (candidates.length === 0) return 0;
    const alerts: NewAlert[] = candidates.map((c) => ({
      message: alertMessage(c, book.views.get(c.rule.viewId)?.query ?? '', book.roles.get(c.rule.userId), this.config.publicUrl),
      ruleId: c.rule.id,
      key: c.key,
      evStep: c.rule.evStep,
      state: stateAfterAlert(c),
    }));
    const kinds = this.channels.filter((c) => c.available).map((c) => c.kind);
    const stored = await this.log.recordAlerts(alerts, kinds, now);
    // Refused ones too: another leader sent at least this much; the stored state is read again on a leader change.
    for (const alert of alerts) this.states.set(alert.ruleId, alert.key, alert.state);
    if (stored.size > 0) this.bus.publish('alert_deliveries_queued', {});
    return stored.size;
  }
}
