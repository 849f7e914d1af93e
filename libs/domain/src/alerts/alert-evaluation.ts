import type { Opportunity } from '../opportunity/opportunity';
import type { AlertReason } from './alert-delivery';
import type { AlertRule } from './alert-rule';

/** What was last alerted for one (rule, race, runner, book, promo). */
export interface AlertKeyState {
  ev: number;
  price: number;
}

/** A row that should alert under a rule, and why. */
export interface AlertCandidate {
  rule: AlertRule;
  key: string;
  row: Opportunity;
  reason: Exclude<AlertReason, 'test'>;
  stake: number | null;
}

export interface RuleEvaluationContext {
  nowMs: number;
  /** Last alerted state by `${ruleId}|${key}`. */
  sent: ReadonlyMap<string, AlertKeyState>;
  /** Races in which a runner was scratched since the last evaluation. */
  newlyScratched: ReadonlySet<string>;
  /** The user's suggested stake for a row (their Kelly settings), null when nothing to bet. */
  stakeOf(userId: string, row: Opportunity): number | null;
}

/** One alert per (race, runner, book, promo or boost): the key of docs/product.md "Alerts". */
export function alertKey(row: Opportunity): string {
  return `${row.extRaceId}:${row.runnerNumber}:${row.bookmaker}:${row.promoId ?? row.boostId ?? '-'}`;
}

export function sentKey(ruleId: string, key: string): string {
  return `${ruleId}|${key}`;
}

/** Rows by total EV, highest first: a rule stops at its first row below its threshold. */
export function byTotalEvDesc(rows: readonly Opportunity[]): Opportunity[] {
  return rows.slice().sort((a, b) => b.totalEV - a.totalEV);
}

/**
 * The rows of a view (sorted by `byTotalEvDesc`) that alert under a rule now: total EV at or above
 * its threshold, within its books, codes, minutes to the jump and minimum stake; a key alerted
 * before only when its EV has risen by the rule's step or its price changed. Pure: quiet hours and
 * the daily cap are the caller's (they depend on what else is sent).
 */
export function evaluateRule(
  rule: AlertRule,
  sortedRows: readonly Opportunity[],
  context: RuleEvaluationContext,
): AlertCandidate[] {
  const out: AlertCandidate[] = [];
  const books = rule.bookmakers.length > 0 ? new Set(rule.bookmakers.map((b) => b.toLowerCase())) : null;
  const codes = rule.codes.length > 0 ? new Set<string>(rule.codes) : null;
  const latestStart = rule.maxMinutesToJump === null ? Infinity : context.nowMs + rule.maxMinutesToJump * 60_000;
  for (const row of sortedRows) {
    if (row.totalEV < rule.minTotalEv) break;
    if (books !== null && !books.has(row.bookmaker.toLowerCase())) continue;
    if (codes !== null && !codes.has(row.raceCode)) continue;
    const startMs = Date.parse(row.startTime);
    if (startMs <= context.nowMs || startMs > latestStart) continue;
    const stake = context.stakeOf(rule.userId, row);
    if (rule.minStake !== null && (stake === null || stake < rule.minStake)) continue;
    const key = alertKey(row);
    const last = context.sent.get(sentKey(rule.id, key));
    let reason: AlertCandidate['reason'] | null;
    if (last === undefined) reason = context.newlyScratched.has(row.extRaceId) ? 'scratching' : 'new';
    else if (row.price !== last.price) reason = 'price_change';
    else if (row.totalEV >= last.ev + rule.evStep) reason = 'ev_step';
    else reason = null;
    if (reason !== null) out.push({ rule, key, row, reason, stake });
  }
  return out;
}
