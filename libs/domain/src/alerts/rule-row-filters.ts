import type { PreparedRow, RuleEvaluationContext } from './alert-evaluation';
import type { AlertRule } from './alert-rule';

/** One condition a rule puts on a row beyond its EV threshold, made once per rule and pass. */
export type RuleRowFilter = (rule: AlertRule, context: RuleEvaluationContext) => (prepared: PreparedRow) => boolean;

/** Races not started yet, and within the rule's minutes to the jump when it sets them. */
const toJump: RuleRowFilter = (rule, context) => {
  const latest = rule.maxMinutesToJump === null ? Infinity : context.nowMs + rule.maxMinutesToJump * 60_000;
  return (p) => p.startMs > context.nowMs && p.startMs <= latest;
};

/** The rule's books (every book of the view when it names none), case ignored. */
const ofBooks: RuleRowFilter = (rule) => {
  if (rule.bookmakers.length === 0) return () => true;
  const books = new Set(rule.bookmakers.map((b) => b.toLowerCase()));
  return (p) => books.has(p.book);
};

/** The rule's race codes (every code of the view when it names none). */
const ofCodes: RuleRowFilter = (rule) => {
  if (rule.codes.length === 0) return () => true;
  const codes = new Set<string>(rule.codes);
  return (p) => codes.has(p.row.raceCode);
};

/** A suggested stake (the owner's Kelly settings) of at least the rule's minimum, when it sets one. */
const minStake: RuleRowFilter = (rule, context) => {
  const least = rule.minStake;
  if (least === null) return () => true;
  return (p) => {
    const stake = context.stakeOf(rule.userId, p.row);
    return stake !== null && stake >= least;
  };
};

/** At least the rule's locked EV and back / lay rating, when it sets them (docs/ev-model.md §10): a row without a lay has neither. */
const matched: RuleRowFilter = (rule, context) => {
  const { minLockedEv, minRating } = rule;
  if (minLockedEv === null && minRating === null) return () => true;
  return (p) => {
    const hedge = context.hedgeOf?.(rule.userId, p.row) ?? null;
    if (hedge === null) return false;
    return (minLockedEv === null || hedge.lockedEV >= minLockedEv) && (minRating === null || hedge.rating >= minRating);
  };
};

/**
 * Every condition of a rule on a row, cheapest first (docs/product.md §10): a new field of a
 * rule that narrows its rows is one more entry here, and `evaluateRule` needs no change.
 */
export const RULE_ROW_FILTERS: readonly RuleRowFilter[] = [toJump, ofBooks, ofCodes, minStake, matched];
