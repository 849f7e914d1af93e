import fc from 'fast-check';
import type { Opportunity } from '../opportunity/opportunity';
import {
  evaluateRule,
  fallenBelow,
  prepareRows,
  stateAfterAlert,
} from './alert-evaluation';
import type { AlertKeyState, RuleEvaluationContext } from './alert-evaluation';
import type { AlertRule } from './alert-rule';
import { RULE } from './__fixtures__/alert-rule';

const NOW = Date.parse('2026-11-21T02:00:00.000Z');

function row(change: Partial<Opportunity>): Opportunity {
  const base = {
    extRaceId: 'r1',
    runnerNumber: 1,
    bookmaker: 'TAB',
    ...change,
  };
  return {
    id: `${base.extRaceId}:${base.runnerNumber}:${base.bookmaker}`,
    raceCode: 'TB',
    startTime: new Date(NOW + 30 * 60_000).toISOString(),
    totalEV: 10,
    price: 3,
    kelly: 0.05,
    promoId: null,
    boostId: null,
    ...base,
  } as Opportunity;
}

function context(
  change: Partial<RuleEvaluationContext> = {},
): RuleEvaluationContext {
  return {
    nowMs: NOW,
    sent: new Map(),
    newlyScratched: new Set(),
    stakeOf: () => 20,
    ...change,
  };
}

/**
 * One opportunity seen at each of `rows` in turn, as the leader evaluates every change: alerts
 * update its state, a pass where it no longer qualifies marks it below. The reason of each pass (or null).
 */
function replay(
  rule: AlertRule,
  rows: readonly Opportunity[],
): (string | null)[] {
  const keys = new Map<string, AlertKeyState>();
  const sent = new Map([[rule.id, keys]]);
  return rows.map((r) => {
    const { alerts, qualifying } = evaluateRule(
      rule,
      prepareRows([r]),
      context({ sent }),
    );
    for (const key of fallenBelow(keys, qualifying, null))
      keys.set(key, { ...(keys.get(key) as AlertKeyState), below: true });
    for (const alert of alerts) keys.set(alert.key, stateAfterAlert(alert));
    return alerts[0]?.reason ?? null;
  });
}

/** A runner whose fair price is `fair` at each of `prices`: its total EV % is (price / fair − 1) × 100. */
const atPrices = (fair: number, prices: readonly number[]) =>
  prices.map((price) => row({ price, totalEV: (price / fair - 1) * 100 }));

describe('evaluateRule: once per opportunity', () => {
  it('should never alert on a stale row (its own price, or the whole market, is stale), nor count its coming back as new', () => {
    const rule = { ...RULE, minTotalEv: 10 };
    expect(
      evaluateRule(
        rule,
        prepareRows([row({ stale: true, totalEV: 30 })]),
        context(),
      ).alerts,
    ).toEqual([]);
    expect(
      replay(rule, [
        row({ totalEV: 30 }),
        row({ stale: true, totalEV: 30 }),
        row({ totalEV: 30 }),
      ]),
    ).toEqual(['new', null, null]);
  });

  it('should alert a wobbling price once: 3.20 → 3.10 → 2.95 → 3.00 → 3.10 → 2.95 → 3.00 at fair 2.60, a 10 % rule', () => {
    // EV 23.1, 19.2, 13.5, 15.4, 19.2, 13.5, 15.4 %: all over 10 %, none 2 points above 23.1.
    const rule = { ...RULE, minTotalEv: 10 };
    expect(
      replay(rule, atPrices(2.6, [3.2, 3.1, 2.95, 3.0, 3.1, 2.95, 3.0])),
    ).toEqual(['new', null, null, null, null, null, null]);
  });

  it('should alert again when EV rises by the step above the best sent, never on a fall', () => {
    // 12 % sent; 13.9 is not 2 points above it; 14.0 is; a fall to 11 and a rise to 15.9 are not.
    const evs = [12, 13.9, 14, 11, 15.9, 16];
    expect(
      replay(
        RULE,
        evs.map((totalEV) => row({ totalEV })),
      ),
    ).toEqual(['new', null, 'ev_step', null, null, 'ev_step']);
  });

  it('should alert again after the row fell below the rule and came back', () => {
    // 6 % sent; 4.9 is below the 5 % rule; back at 5.0 it alerts, and 5.5 (not a step above 5.0) does not.
    expect(
      replay(
        RULE,
        [6, 4.9, 5, 5.5].map((totalEV) => row({ totalEV })),
      ),
    ).toEqual(['new', null, 'requalified', null]);
  });

  it("should keep a row that is still there but outside the rule's books as fallen below", () => {
    const keys = new Map<string, AlertKeyState>([
      [
        'r1:1:TAB',
        { ev: 8, price: 3, below: false, raceId: 'r1', startMs: NOW + 1 },
      ],
    ]);
    const { qualifying } = evaluateRule(
      { ...RULE, bookmakers: ['Sportsbet'] },
      prepareRows([row({})]),
      context(),
    );
    expect(fallenBelow(keys, qualifying, new Set(['r1']))).toEqual([
      'r1:1:TAB',
    ]);
    // A race this pass did not walk is left alone.
    expect(fallenBelow(keys, qualifying, new Set(['r2']))).toEqual([]);
  });

  it('should treat a promo coming onto the row as the same opportunity', () => {
    const reasons = replay(RULE, [
      row({ totalEV: 8 }),
      row({ totalEV: 8.5, promoId: 'p1' }),
    ]);
    expect(reasons).toEqual(['new', null]);
  });

  it('should alert rows at or over the threshold, best first, and stop at the first below', () => {
    const rows = prepareRows([
      row({ runnerNumber: 1, totalEV: 4.9 }),
      row({ runnerNumber: 2, totalEV: 5 }),
      row({ runnerNumber: 3, totalEV: 12 }),
    ]);
    expect(
      evaluateRule(RULE, rows, context()).alerts.map((c) => [
        c.row.runnerNumber,
        c.reason,
      ]),
    ).toEqual([
      [3, 'new'],
      [2, 'new'],
    ]);
  });

  it("should count every qualifying row even past the daily cap's limit, alerting only up to it", () => {
    const rows = prepareRows([
      row({ runnerNumber: 1, totalEV: 9 }),
      row({ runnerNumber: 2, totalEV: 8 }),
    ]);
    const result = evaluateRule(RULE, rows, context(), 1);
    expect(result.alerts.map((c) => c.row.runnerNumber)).toEqual([1]);
    expect([...result.qualifying]).toEqual(['r1:1:TAB', 'r1:2:TAB']);
  });

  it('should name a scratching when a new row appears in a race just scratched', () => {
    expect(
      evaluateRule(
        RULE,
        prepareRows([row({})]),
        context({ newlyScratched: new Set(['r1']) }),
      ).alerts[0].reason,
    ).toBe('scratching');
  });

  it("should keep to the rule's books, codes, minutes to the jump and minimum stake", () => {
    const rows = prepareRows([row({})]);
    const count = (rule: AlertRule, ctx = context()) =>
      evaluateRule(rule, rows, ctx).alerts.length;
    expect(count({ ...RULE, bookmakers: ['sportsbet'] })).toBe(0);
    expect(count({ ...RULE, bookmakers: ['tab'] })).toBe(1);
    expect(count({ ...RULE, codes: ['GR'] })).toBe(0);
    expect(count({ ...RULE, maxMinutesToJump: 29 })).toBe(0);
    expect(count({ ...RULE, maxMinutesToJump: 30 })).toBe(1);
    expect(count({ ...RULE, minStake: 25 })).toBe(0);
    expect(
      evaluateRule({ ...RULE, minStake: 20 }, rows, context()).alerts[0].stake,
    ).toBe(20);
    expect(
      count({ ...RULE, minStake: 1 }, context({ stakeOf: () => null })),
    ).toBe(0);
  });
});

describe('evaluateRule: properties over any sequence of EVs', () => {
  const evs = fc.array(fc.double({ min: -20, max: 60, noNaN: true }), {
    minLength: 1,
    maxLength: 40,
  });
  const rules = fc.record({
    minTotalEv: fc.double({ min: -5, max: 30, noNaN: true }),
    evStep: fc.double({ min: 0.1, max: 10, noNaN: true }),
  });

  it('should never alert on a pass whose EV is lower than the pass before', () => {
    fc.assert(
      fc.property(evs, rules, (sequence, change) => {
        const reasons = replay(
          { ...RULE, ...change },
          sequence.map((totalEV) => row({ totalEV })),
        );
        return reasons.every(
          (reason, i) =>
            i === 0 || reason === null || sequence[i] >= sequence[i - 1],
        );
      }),
    );
  });

  it('should alert again only at the step above the best sent, or back over the rule after falling below', () => {
    fc.assert(
      fc.property(evs, rules, (sequence, change) => {
        const rule = { ...RULE, ...change };
        const reasons = replay(
          rule,
          sequence.map((totalEV) => row({ totalEV })),
        );
        let best: number | null = null;
        let below = false;
        return reasons.every((reason, i) => {
          const ev = sequence[i];
          const qualifies = ev >= rule.minTotalEv;
          const expected = !qualifies
            ? null
            : best === null
              ? 'new'
              : below
                ? 'requalified'
                : ev - best >= rule.evStep - 1e-9
                  ? 'ev_step'
                  : null;
          if (!qualifies && best !== null) below = true;
          if (expected !== null) [best, below] = [ev, false];
          return reason === expected;
        });
      }),
    );
  });
});

describe('a rule asking for a locked EV or a rating (docs/ev-model.md §10)', () => {
  it('should keep only rows with a lay whose hedge, at the owner’s commission, meets it', () => {
    const rows = prepareRows([
      row({ runnerNumber: 1, totalEV: 20 }),
      row({ runnerNumber: 2, totalEV: 18 }),
      row({ runnerNumber: 3, totalEV: 15 }),
    ]);
    const hedges = new Map<string, { lockedEV: number; rating: number } | null>(
      [
        ['r1:1:TAB', { lockedEV: 6, rating: 97 }],
        ['r1:2:TAB', { lockedEV: 2, rating: 99 }],
        ['r1:3:TAB', null],
      ],
    );
    const withHedge = context({
      hedgeOf: (_user, r) => hedges.get(r.id) ?? null,
    });
    const ids = (over: Partial<AlertRule>) =>
      evaluateRule({ ...RULE, ...over }, rows, withHedge).alerts.map(
        (a) => a.row.id,
      );
    expect(ids({ minLockedEv: 5 })).toEqual(['r1:1:TAB']);
    expect(ids({ minRating: 98 })).toEqual(['r1:2:TAB']);
    expect(ids({ minLockedEv: 0, minRating: 98 })).toEqual(['r1:2:TAB']);
    expect(ids({})).toHaveLength(3);
    // Without a way to hedge, a rule that asks for it matches nothing.
    expect(
      evaluateRule({ ...RULE, minRating: 1 }, rows, context()).alerts,
    ).toEqual([]);
  });
});
