import type { Opportunity } from '../opportunity/opportunity';
import { BOOKMAKERS } from '../racing/bookmakers';
import { evaluateRule, prepareRows } from './alert-evaluation';
import type { AlertKeyState } from './alert-evaluation';
import type { RuleEvaluationContext } from './alert-evaluation';
import { inQuietHours, startOfLocalDay } from './alert-rule';
import type { AlertRule } from './alert-rule';
import { parseViewQuery } from './saved-view';

const NOW = Date.parse('2026-11-21T02:00:00.000Z');

function row(change: Partial<Opportunity>): Opportunity {
  return {
    extRaceId: 'r1',
    runnerNumber: 1,
    bookmaker: 'TAB',
    raceCode: 'TB',
    startTime: new Date(NOW + 30 * 60_000).toISOString(),
    totalEV: 10,
    price: 3,
    kelly: 0.05,
    promoId: null,
    boostId: null,
    ...change,
  } as Opportunity;
}

const RULE: AlertRule = {
  id: 'rule-1',
  userId: 'u1',
  viewId: 'v1',
  minTotalEv: 5,
  minStake: null,
  bookmakers: [],
  codes: [],
  maxMinutesToJump: null,
  evStep: 2,
  quietStart: null,
  quietEnd: null,
  timeZone: 'Australia/Sydney',
  dailyCap: 50,
  enabled: true,
  createdAt: '2026-11-20T00:00:00.000Z',
};

function context(change: Partial<RuleEvaluationContext> = {}): RuleEvaluationContext {
  return { nowMs: NOW, sent: new Map(), newlyScratched: new Set(), stakeOf: () => 20, ...change };
}

describe('evaluateRule', () => {
  it('should alert rows at or over the threshold, best first, and stop at the first below', () => {
    const rows = prepareRows([row({ runnerNumber: 1, totalEV: 4.9 }), row({ runnerNumber: 2, totalEV: 5 }), row({ runnerNumber: 3, totalEV: 12 })]);
    expect(evaluateRule(RULE, rows, context()).map((c) => [c.row.runnerNumber, c.reason])).toEqual([
      [3, 'new'],
      [2, 'new'],
    ]);
  });

  it('should alert a key again only on an EV step or a price change', () => {
    const key = 'r1:1:TAB:-';
    const sent = new Map([[RULE.id, new Map<string, AlertKeyState>([[key, { ev: 10, price: 3 }]])]]);
    expect(evaluateRule(RULE, prepareRows([row({ totalEV: 11.9 })]), context({ sent }))).toEqual([]);
    expect(evaluateRule(RULE, prepareRows([row({ totalEV: 12 })]), context({ sent }))[0].reason).toBe('ev_step');
    expect(evaluateRule(RULE, prepareRows([row({ totalEV: 9, price: 2.9 })]), context({ sent }))[0].reason).toBe('price_change');
  });

  it('should name a scratching when a new row appears in a race just scratched', () => {
    expect(evaluateRule(RULE, prepareRows([row({})]), context({ newlyScratched: new Set(['r1']) }))[0].reason).toBe('scratching');
  });

  it('should keep to the rule\'s books, codes, minutes to the jump and minimum stake', () => {
    const rows = prepareRows([row({})]);
    expect(evaluateRule({ ...RULE, bookmakers: ['sportsbet'] }, rows, context())).toEqual([]);
    expect(evaluateRule({ ...RULE, bookmakers: ['tab'] }, rows, context())).toHaveLength(1);
    expect(evaluateRule({ ...RULE, codes: ['GR'] }, rows, context())).toEqual([]);
    expect(evaluateRule({ ...RULE, maxMinutesToJump: 29 }, rows, context())).toEqual([]);
    expect(evaluateRule({ ...RULE, maxMinutesToJump: 30 }, rows, context())).toHaveLength(1);
    expect(evaluateRule({ ...RULE, minStake: 25 }, rows, context())).toEqual([]);
    expect(evaluateRule({ ...RULE, minStake: 20 }, rows, context())[0].stake).toBe(20);
    expect(evaluateRule({ ...RULE, minStake: 1 }, rows, context({ stakeOf: () => null }))).toEqual([]);
  });

  it('should give each promo its own key', () => {
    const rows = prepareRows([row({ promoId: 'p1' }), row({ promoId: null })]);
    expect(new Set(evaluateRule(RULE, rows, context()).map((c) => c.key)).size).toBe(2);
  });
});

describe('quiet hours and the local day', () => {
  // 02:00 UTC is 13:00 in Sydney (AEDT, +11) on 21 November.
  it('should be quiet inside the hours, wrapping midnight', () => {
    const at = new Date(NOW);
    expect(inQuietHours({ ...RULE, quietStart: '12:00', quietEnd: '14:00' }, at)).toBe(true);
    expect(inQuietHours({ ...RULE, quietStart: '13:01', quietEnd: '12:59' }, at)).toBe(false);
    expect(inQuietHours({ ...RULE, quietStart: '22:00', quietEnd: '13:01' }, at)).toBe(true);
    expect(inQuietHours({ ...RULE, quietStart: '22:00', quietEnd: '13:00' }, at)).toBe(false);
    expect(inQuietHours({ ...RULE, timeZone: 'Australia/Perth', quietStart: '10:00', quietEnd: '11:00' }, at)).toBe(true);
  });

  it('should start the day at local midnight', () => {
    expect(startOfLocalDay(new Date(NOW), 'Australia/Sydney').toISOString()).toBe('2026-11-20T13:00:00.000Z');
  });
});

describe('parseViewQuery', () => {
  const KNOWN = [...BOOKMAKERS];
  it('should give the canonical query of a valid one', () => {
    expect(parseViewQuery('?codes=gr,tb&min_total_ev=5&sort_by=totalEV', KNOWN).canonical).toBe('min_total_ev=5&codes=TB,GR');
  });

  it('should refuse what the dashboard would silently default', () => {
    expect(parseViewQuery('min_total_ev=1e3&min_total_ev=2&x=1', KNOWN).problems).toEqual([
      `Filter 'min_total_ev' must be a number (got "1e3")`,
      "Filter 'min_total_ev' is given more than once",
      "Unknown filter 'x'",
    ]);
  });
});
