import type { Opportunity } from '../opportunity/opportunity';
import type { AlertReason } from './alert-delivery';
import type { AlertRule } from './alert-rule';

/** What was last alerted for one (rule, race, runner, book, promo). */
export interface AlertKeyState {
  ev: number;
  price: number;
}

/** A row with what every rule asks of it computed once: its key, start and book in lower case. */
export interface PreparedRow {
  row: Opportunity;
  key: string;
  startMs: number;
  book: string;
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
  /** What each rule last alerted, by rule id then key. */
  sent: ReadonlyMap<string, ReadonlyMap<string, AlertKeyState>>;
  /** Races in which a runner was scratched since the last evaluation. */
  newlyScratched: ReadonlySet<string>;
  /** The user's suggested stake for a row (their Kelly settings), null when nothing to bet. */
  stakeOf(userId: string, row: Opportunity): number | null;
}

/** One alert per (race, runner, book, promo or boost): the key of docs/product.md §10. */
export function alertKey(row: Opportunity): string {
  return `${row.extRaceId}:${row.runnerNumber}:${row.bookmaker}:${row.promoId ?? row.boostId ?? '-'}`;
}

/**
 * A view's rows, best total EV first, each with its key, start and book worked out once for
 * every rule on the view: a rule stops at its first row below its threshold.
 */
export function prepareRows(rows: readonly Opportunity[]): PreparedRow[] {
  return rows
    .map((row) => ({ row, key: alertKey(row), startMs: Date.parse(row.startTime), book: row.bookmaker.toLowerCase() }))
    .sort((a, b) => b.row.totalEV - a.row.totalEV);
}

const NO_KEYS: ReadonlyMap<string, AlertKeyState> = new Map();

/**
 * The rows of a view (from `prepareRows`) that alert under a rule now, best first and at most
 * `limit` (what is left of the rule's daily cap): total EV at or above its threshold, within its
 * books, codes, minutes to the jump and minimum stake; a key alerted before only when its EV has
 * risen by the rule's step or its price changed. Pure: quiet hours and the cap's count are the caller's.
 */
export function evaluateRule(
  rule: AlertRule,
  rows: readonly PreparedRow[],
  context: RuleEvaluationContext,
  limit = Infinity,
): AlertCandidate[] {
  if (limit <= 0) return [];
  const out: AlertCandidate[] = [];
  const books = rule.bookmakers.length > 0 ? new Set(rule.bookmakers.map((b) => b.toLowerCase())) : null;
  const codes = rule.codes.length > 0 ? new Set<string>(rule.codes) : null;
  const latestStart = rule.maxMinutesToJump === null ? Infinity : context.nowMs + rule.maxMinutesToJump * 60_000;
  const sent = context.sent.get(rule.id) ?? NO_KEYS;
  for (const prepared of rows) {
    const { row } = prepared;
    if (row.totalEV < rule.minTotalEv) break;
    if (prepared.startMs <= context.nowMs || prepared.startMs > latestStart) continue;
    if (books !== null && !books.has(prepared.book)) continue;
    if (codes !== null && !codes.has(row.raceCode)) continue;
    const last = sent.get(prepared.key);
    let reason: AlertCandidate['reason'] | null;
    if (last === undefined) reason = context.newlyScratched.has(row.extRaceId) ? 'scratching' : 'new';
    else if (row.price !== last.price) reason = 'price_change';
    else if (row.totalEV >= last.ev + rule.evStep) reason = 'ev_step';
    else reason = null;
    if (reason === null) continue;
    const stake = context.stakeOf(rule.userId, row);
    if (rule.minStake !== null && (stake === null || stake < rule.minStake)) continue;
    out.push({ rule, key: prepared.key, row, reason, stake });
    if (out.length >= limit) break;
  }
  return out;
}
