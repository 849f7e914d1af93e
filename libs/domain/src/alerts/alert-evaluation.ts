import type { Opportunity } from '../opportunity/opportunity';
import type { AlertReason } from './alert-delivery';
import type { AlertRule } from './alert-rule';
import { RULE_ROW_FILTERS } from './rule-row-filters';

/**
 * What was last alerted for one opportunity of a rule (docs/product.md §10, "Once per
 * opportunity"): the best total EV already sent, and whether the row has fallen below the rule
 * since. Kept in PostgreSQL, so a restart or a new leader sends nothing twice.
 */
export interface AlertKeyState {
  /** The best total EV % already sent for the opportunity. */
  ev: number;
  /** The price of that alert (for the record; a price move alone never alerts). */
  price: number;
  /** The row stopped qualifying after that alert: qualifying again alerts again. */
  below: boolean;
  raceId: string;
  /** The race's start (epoch ms): the opportunity ends there. */
  startMs: number;
}

/** A row with what every rule asks of it computed once: its key, start and book in lower case. */
export interface PreparedRow {
  row: Opportunity;
  key: string;
  startMs: number;
  book: string;
}

export type CandidateReason = Exclude<AlertReason, 'test' | 'price_change'>;

/** A row that should alert under a rule, and why. */
export interface AlertCandidate {
  rule: AlertRule;
  key: string;
  row: Opportunity;
  reason: CandidateReason;
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
  /**
   * The row's locked EV and back / lay rating at the user's commission (docs/ev-model.md §10), null
   * without a lay. Optional: without it a rule that asks for either matches no row.
   */
  hedgeOf?(userId: string, row: Opportunity): { lockedEV: number; rating: number } | null;
}

/** One rule walked over a view's rows. */
export interface RuleEvaluation {
  /** The rows to alert now, best first, at most the limit. */
  alerts: AlertCandidate[];
  /** Every key that qualifies now (alerted now or before): the others of a walked race fell below. */
  qualifying: Set<string>;
}

/**
 * The opportunity a row is (docs/product.md §10): its race, runner and book, and for a staff
 * boost's own row that boost. The row id says exactly that (`${race}:${runner}:${book}`, plus
 * `:boost:${id}`), so a promo that comes, goes or changes on the row is the same opportunity.
 */
export function alertKey(row: Opportunity): string {
  return row.id;
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
/** EV is a float: a rise of exactly one step must count as one. */
const EV_EPSILON = 1e-9;

/**
 * Why an opportunity that qualifies now alerts (docs/product.md §10), or null: the first time
 * (`new`, or `scratching` in a race just scratched), again only once its total EV rose by the
 * rule's step above the best already sent (`ev_step`) or after it fell below the rule and came
 * back (`requalified`). A price move that leaves EV lower never alerts.
 */
export function alertReason(
  rule: Pick<AlertRule, 'evStep'>,
  row: Opportunity,
  last: AlertKeyState | undefined,
  newlyScratched: boolean,
): CandidateReason | null {
  if (last === undefined) return newlyScratched ? 'scratching' : 'new';
  if (last.below) return 'requalified';
  if (row.totalEV - last.ev >= rule.evStep - EV_EPSILON) return 'ev_step';
  return null;
}

/**
 * A rule walked over a view's rows (from `prepareRows`): every row at or above its threshold
 * that passes its row filters (books, codes, minutes to the jump, minimum stake: rule-row-filters)
 * qualifies; those `alertReason` names alert, best first and at most `limit` (what is left of the
 * rule's daily cap). Pure: quiet hours and the cap's count are the caller's.
 */
export function evaluateRule(
  rule: AlertRule,
  rows: readonly PreparedRow[],
  context: RuleEvaluationContext,
  limit = Infinity,
): RuleEvaluation {
  const alerts: AlertCandidate[] = [];
  const qualifying = new Set<string>();
  const filters = RULE_ROW_FILTERS.map((make) => make(rule, context));
  const sent = context.sent.get(rule.id) ?? NO_KEYS;
  for (const prepared of rows) {
    const { row } = prepared;
    if (row.totalEV < rule.minTotalEv) break;
    if (!filters.every((passes) => passes(prepared))) continue;
    qualifying.add(prepared.key);
    // A stale price (its own, or the whole market's) is no price to act on (docs/ev-model.md §1);
    // it still qualifies, so a price that comes back fresh is not a new alert.
    if (row.stale) continue;
    if (alerts.length >= limit) continue;
    const reason = alertReason(rule, row, sent.get(prepared.key), context.newlyScratched.has(row.extRaceId));
    if (reason === null) continue;
    alerts.push({ rule, key: prepared.key, row, reason, stake: context.stakeOf(rule.userId, row) });
  }
  return { alerts, qualifying };
}

/**
 * The keys of a rule alerted before that no longer qualify, among the races this pass walked
 * (`walked`: null when it walked every race): they have fallen below the rule, so qualifying
 * again alerts again. Keys already below, and races not walked, are left as they are.
 */
export function fallenBelow(
  sent: ReadonlyMap<string, AlertKeyState> | undefined,
  qualifying: ReadonlySet<string>,
  walked: ReadonlySet<string> | null,
): string[] {
  if (sent === undefined) return [];
  const out: string[] = [];
  for (const [key, state] of sent) {
    if (state.below || qualifying.has(key)) continue;
    if (walked !== null && !walked.has(state.raceId)) continue;
    out.push(key);
  }
  return out;
}

/** What an opportunity's stored state becomes once its alert is sent: its EV is the best sent. */
export function stateAfterAlert(candidate: AlertCandidate): AlertKeyState {
  const { row } = candidate;
  return { ev: row.totalEV, price: row.price, below: false, raceId: row.extRaceId, startMs: Date.parse(row.startTime) };
}
