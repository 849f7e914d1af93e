import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  AlertLogRepository,
  BETTING_SETTINGS_DEFAULTS,
  byTotalEvDesc,
  evaluateRule,
  inQuietHours,
  sentKey,
  startOfLocalDay,
  suggestedStake,
} from '@overlay/domain';
import type { AlertCandidate, AlertKeyState, AlertMessage, Opportunity, RaceMarket } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { ValuationService } from '../../valuation';
import { ALERTS_CONFIG } from '../alerts.config';
import type { AlertsConfig } from '../alerts.config';
import { AlertDispatcher } from './alert-dispatcher';
import { AlertRuleBook } from './alert-rule-book';

export interface EvaluationResult {
  groups: number;
  rules: number;
  rows: number;
  sent: number;
  /** Time spent valuing rows and deciding (delivery not included), ms. */
  evaluationMs: number;
  /** Deliveries of this pass, settled when every channel has answered. */
  deliveries: Promise<void>;
}

/**
 * One evaluation of every enabled rule after a market change (docs/product.md "Alerts"), on the
 * leader: rows computed once per (view query, fair-price method) group, then each rule walks its
 * group's rows best first. A key alerts once until its EV rises by the rule's step or its price
 * changes; quiet hours skip the rule; the daily cap counts the rule's alerts since its local
 * midnight. A row new in a race where a runner was just scratched alerts with reason 'scratching'.
 */
@Injectable()
export class EvaluateAlertRulesUseCase {
  private sent: Map<string, AlertKeyState> | null = null;
  private scratchedByRace = new Map<string, number>();

  constructor(
    private readonly book: AlertRuleBook,
    private readonly valuation: ValuationService,
    private readonly log: AlertLogRepository,
    private readonly dispatcher: AlertDispatcher,
    private readonly clock: Clock,
    @Inject(ALERTS_CONFIG) private readonly config: AlertsConfig,
  ) {}

  /** Forget what was sent (a new leader reads it again from the database). */
  reset(): void {
    this.sent = null;
    this.scratchedByRace = new Map();
  }

  async execute(): Promise<EvaluationResult> {
    const started = performance.now();
    const sent = this.sent ?? (this.sent = await this.log.loadKeys());
    const { groups, settings, views } = await this.book.current();
    const now = this.clock.now();
    const nowMs = now.getTime();
    const stakeOf = (userId: string, row: Opportunity): number | null =>
      suggestedStake(row.kelly, settings.get(userId) ?? BETTING_SETTINGS_DEFAULTS);
    const candidates: AlertCandidate[] = [];
    let rowCount = 0;
    let ruleCount = 0;
    const races = new Map<string, RaceMarket>();
    for (const group of groups) {
      const active = group.rules.filter((rule) => !inQuietHours(rule, now));
      ruleCount += group.rules.length;
      if (active.length === 0) continue;
      const { rows, races: valued } = await this.valuation.viewRows(group.query, group.method);
      for (const race of valued) races.set(race.extRaceId, race);
      rowCount += rows.length;
      const sorted = byTotalEvDesc(rows);
      const newlyScratched = this.newlyScratched(valued);
      for (const rule of active) candidates.push(...evaluateRule(rule, sorted, { nowMs, sent, newlyScratched, stakeOf }));
    }
    this.rememberScratchings(races.values());
    const allowed = await this.withinDailyCaps(candidates, now);
    const messages = allowed.map((c) => {
      const state = { ev: c.row.totalEV, price: c.row.price };
      sent.set(sentKey(c.rule.id, c.key), state);
      return { candidate: c, state, message: this.messageOf(c, views.get(c.rule.viewId)?.query ?? '') };
    });
    const evaluationMs = performance.now() - started;
    const deliveries = Promise.all(
      messages.map(({ candidate, state, message }) => this.dispatcher.dispatch(message, candidate.rule.id, candidate.key, state)),
    ).then(() => undefined);
    return { groups: groups.length, rules: ruleCount, rows: rowCount, sent: messages.length, evaluationMs, deliveries };
  }

  private newlyScratched(races: readonly RaceMarket[]): Set<string> {
    const out = new Set<string>();
    for (const race of races) {
      const before = this.scratchedByRace.get(race.extRaceId);
      if (before !== undefined && scratchedCount(race) > before) out.add(race.extRaceId);
    }
    return out;
  }

  private rememberScratchings(races: Iterable<RaceMarket>): void {
    for (const race of races) this.scratchedByRace.set(race.extRaceId, scratchedCount(race));
  }

  private async withinDailyCaps(candidates: AlertCandidate[], now: Date): Promise<AlertCandidate[]> {
    if (candidates.length === 0) return [];
    const rules = new Map(candidates.map((c) => [c.rule.id, c.rule]));
    const counts = await this.log.countsSince([...rules.values()].map((r) => ({ ruleId: r.id, since: startOfLocalDay(now, r.timeZone) })));
    return candidates.filter((c) => {
      const count = counts.get(c.rule.id) ?? 0;
      if (count >= c.rule.dailyCap) return false;
      counts.set(c.rule.id, count + 1);
      return true;
    });
  }

  private messageOf(c: AlertCandidate, viewQuery: string): AlertMessage {
    const { row } = c;
    const query = new URLSearchParams(viewQuery);
    query.set('race_id', row.extRaceId);
    return {
      alertId: randomUUID(),
      userId: c.rule.userId,
      reason: c.reason,
      raceId: row.extRaceId,
      venue: row.venue,
      raceNumber: row.raceNumber,
      startTime: row.startTime,
      runnerName: row.runnerName,
      runnerNumber: row.runnerNumber,
      bookmaker: row.bookmaker,
      price: row.price,
      fairPrice: row.fairPrice,
      // A fraction in the message (0.12 = 12 %); rows carry EV %.
      ev: row.totalEV / 100,
      promo: row.promoType ?? (row.isBoosted ? 'boost' : null),
      stake: c.stake,
      url: `${this.config.publicUrl}/?${query.toString()}`,
    };
  }
}

function scratchedCount(race: RaceMarket): number {
  let count = 0;
  for (const runner of race.runners) if (runner.scratched) count += 1;
  return count;
}
