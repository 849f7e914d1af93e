import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  AlertLogRepository,
  BETTING_SETTINGS_DEFAULTS,
  can,
  evaluateRule,
  inQuietHours,
  prepareRows,
  startOfLocalDay,
  suggestedStake,
} from '@overlay/domain';
import type { AlertCandidate, AlertKeyState, AlertMessage, Opportunity, RaceMarket, UserRole } from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { ValuationService } from '../../valuation';
import { ALERTS_CONFIG } from '../alerts.config';
import type { AlertsConfig } from '../alerts.config';
import { AlertDispatcher } from './alert-dispatcher';
import { AlertRuleBook } from './alert-rule-book';
import type { RuleBookState } from './alert-rule-book';

/**
 * Between full passes only the rows of races that changed are walked; a full pass (every rule
 * over every row) runs on the first change, after the rules changed and at least this often, so a
 * row entering a rule's minutes to the jump, the end of quiet hours and a new day's cap are seen.
 */
const FULL_PASS_EVERY_MS = 60_000;

export interface EvaluationResult {
  groups: number;
  rules: number;
  /** Whether every row was walked (else only the rows of races that changed). */
  full: boolean;
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
 * midnight (one query for every rule) and a rule stops when it is reached. A row new in a race where a runner was just scratched alerts with reason 'scratching'.
 */
@Injectable()
export class EvaluateAlertRulesUseCase {
  private sent: Map<string, Map<string, AlertKeyState>> | null = null;
  private scratchedByRace = new Map<string, number>();
  private raceVersions = new Map<string, string>();
  private lastFullMs = -Infinity;
  private lastBook: RuleBookState | null = null;

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
    this.raceVersions = new Map();
    this.lastBook = null;
  }

  async execute(): Promise<EvaluationResult> {
    const started = performance.now();
    const sent = this.sent ?? (this.sent = byRule(await this.log.loadKeys()));
    const book = await this.book.current();
    const { groups, settings, views } = book;
    const now = this.clock.now();
    const nowMs = now.getTime();
    const full = book !== this.lastBook || nowMs - this.lastFullMs >= FULL_PASS_EVERY_MS;
    // What is left of each rule's daily cap: a rule at its cap is not walked at all.
    const allRules = groups.flatMap((g) => g.rules);
    const counts = allRules.length === 0 ? new Map<string, number>() : await this.log.countsSince(allRules.map((r) => ({ ruleId: r.id, since: startOfLocalDay(now, r.timeZone) })));
    const stakeOf = (userId: string, row: Opportunity): number | null =>
      suggestedStake(row.kelly, settings.get(userId) ?? BETTING_SETTINGS_DEFAULTS);
    const candidates: AlertCandidate[] = [];
    let rowCount = 0;
    let ruleCount = 0;
    let races: readonly RaceMarket[] = [];
    let changed: ReadonlySet<string> | null = null;
    let scratched: ReadonlySet<string> | null = null;
    // Between full passes, only the races whose stored content moved since the last pass.
    const pick = (loaded: readonly RaceMarket[]): ReadonlySet<string> | null => {
      races = loaded;
      if (full) return null;
      changed ??= new Set(loaded.filter((race) => this.raceVersions.get(race.extRaceId) !== versionOf(race)).map((r) => r.extRaceId));
      return changed;
    };
    for (const group of groups) {
      // Between groups the event loop serves requests: a full pass over a busy day takes a while.
      await new Promise((resolve) => setImmediate(resolve));
      // Rules out of quiet hours and under their daily cap; a group with none is not valued at all.
      const active = group.rules.filter((rule) => !inQuietHours(rule, now) && (counts.get(rule.id) ?? 0) < rule.dailyCap);
      ruleCount += group.rules.length;
      if (active.length === 0) continue;
      const lowest = Math.min(...active.map((rule) => rule.minTotalEv));
      const { rows } = await this.valuation.viewRows(group.query, group.method, pick, lowest);
      rowCount += rows.length;
      const prepared = prepareRows(rows);
      const newlyScratched = (scratched ??= this.newlyScratched(races));
      for (const rule of active) {
        const left = rule.dailyCap - (counts.get(rule.id) ?? 0);
        const found = evaluateRule(rule, prepared, { nowMs, sent, newlyScratched, stakeOf }, left);
        counts.set(rule.id, (counts.get(rule.id) ?? 0) + found.length);
        candidates.push(...found);
      }
    }
    this.rememberScratchings(races);
    for (const race of races) this.raceVersions.set(race.extRaceId, versionOf(race));
    if (full) {
      this.lastFullMs = nowMs;
      this.lastBook = book;
    }
    const messages = candidates.map((c) => {
      const state = { ev: c.row.totalEV, price: c.row.price };
      let keys = sent.get(c.rule.id);
      if (keys === undefined) sent.set(c.rule.id, (keys = new Map()));
      keys.set(c.key, state);
      return { candidate: c, state, message: this.messageOf(c, views.get(c.rule.viewId)?.query ?? '', book.roles.get(c.rule.userId)) };
    });
    const evaluationMs = performance.now() - started;
    const deliveries = Promise.all(
      messages.map(({ candidate, state, message }) => this.dispatcher.dispatch(message, candidate.rule.id, candidate.key, state)),
    ).then(() => undefined);
    return { groups: groups.length, rules: ruleCount, full, rows: rowCount, sent: messages.length, evaluationMs, deliveries };
  }

  private newlyScratched(races: readonly RaceMarket[]): Set<string> {
    const out = new Set<string>();
    for (const race of races) {
      const before = this.scratchedByRace.get(race.extRaceId);
      if (before !== undefined && scratchedCount(race) > before) out.add(race.extRaceId);
    }
    return out;
  }

  private rememberScratchings(races: readonly RaceMarket[]): void {
    for (const race of races) this.scratchedByRace.set(race.extRaceId, scratchedCount(race));
  }

  /**
   * The alert for a candidate row. Its link opens the row's race on the live page for an owner
   * who may use it (docs/product.md §6), else the dashboard with the view's filters and the race.
   */
  private messageOf(c: AlertCandidate, viewQuery: string, ownerRole: UserRole | undefined): AlertMessage {
    const { row } = c;
    const query = new URLSearchParams(viewQuery);
    query.set('race_id', row.extRaceId);
    const live = ownerRole !== undefined && can(ownerRole, 'use_live_tracker');
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
      url: live
        ? `${this.config.publicUrl}/admin/live/${encodeURIComponent(row.extRaceId)}`
        : `${this.config.publicUrl}/?${query.toString()}`,
    };
  }
}

/** What a race's rows rest on: its stored content (the ingest moves updatedAt on any change). */
function versionOf(race: RaceMarket): string {
  return `${race.updatedAt}|${scratchedCount(race)}`;
}

/** `${ruleId}|${key}` → state, as stored, into rule id → key → state. */
function byRule(flat: ReadonlyMap<string, AlertKeyState>): Map<string, Map<string, AlertKeyState>> {
  const out = new Map<string, Map<string, AlertKeyState>>();
  for (const [composite, state] of flat) {
    const at = composite.indexOf('|');
    const ruleId = composite.slice(0, at);
    let keys = out.get(ruleId);
    if (keys === undefined) out.set(ruleId, (keys = new Map()));
    keys.set(composite.slice(at + 1), state);
  }
  return out;
}

function scratchedCount(race: RaceMarket): number {
  let count = 0;
  for (const runner of race.runners) if (runner.scratched) count += 1;
  return count;
}
