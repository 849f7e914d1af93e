import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BETTING_SETTINGS_DEFAULTS, suggestedStake } from '@overlay/domain';
import type { FairPriceMethod } from '@overlay/domain';
import { createEngineContext } from '../value/engine-context';
import { EXAMPLE_RACE } from '../testing/ev-model-example';
import { promo } from '../testing/test-fixtures';
import { computeDebugCalc } from './debug-calc';

// docs/ev-model.md §5 states these numbers; the engine must give them, and the document must state
// them as written here (so a change to either shows up).
const doc = readFileSync(
  join(__dirname, '../../../../docs/ev-model.md'),
  'utf8',
);

describe('docs/ev-model.md worked example', () => {
  const context = createEngineContext({
    promos: [
      promo({
        id: 'sb-2nd',
        bookmaker: 'Sportsbet',
        promoType: 'BonusBack_2nd',
        valueMultiplier: 0.75,
      }),
    ],
  });
  const debug = computeDebugCalc(EXAMPLE_RACE, 2, context);
  const sportsbet = debug.promoCalculations.find(
    (c) => c.bookmaker === 'Sportsbet',
  );

  it('should take every book into the fair price, each with MPTO', () => {
    expect(debug.fairBooks).toEqual([
      { bookmaker: 'Sportsbet', method: 'MPTO' },
      { bookmaker: 'TAB', method: 'MPTO' },
      { bookmaker: 'Ladbrokes', method: 'MPTO' },
    ]);
    expect(doc).toContain('`fairBooks` 3');
  });

  it.each([
    [
      'fair chance (%)',
      () => sportsbet!.p_win * 100,
      3,
      'fair chance 24.997 %',
    ],
    ['fair price', () => sportsbet!.fairPrice, 4, '(4.0005)'],
    ['base EV (%)', () => sportsbet!.baseEV_pct, 2, '**−5.01 %**'],
    ['top-2 chance (%)', () => sportsbet!.p_topk! * 100, 2, '**48.98 %**'],
    ['refund chance (%)', () => sportsbet!.refundChance * 100, 2, '23.98 %'],
    ['promo EV (%)', () => sportsbet!.promoEV_pct, 2, '**+17.99 %**'],
    ['total EV (%)', () => sportsbet!.totalEV_pct, 2, '**+12.97 %**'],
    [
      'breakeven retention',
      () => sportsbet!.breakevenRetention as number,
      3,
      '**0.209**',
    ],
    [
      'full Kelly (%)',
      () => sportsbet!.kelly * 100,
      2,
      'full Kelly **5.78 %**',
    ],
    ['Kelly fraction', () => sportsbet!.kelly, 4, '(0.0578)'],
  ])(
    'should give the %s the document states',
    (_label, value, digits, text) => {
      const shown = Math.abs(value()).toFixed(digits);
      expect(text).toContain(shown);
      expect(doc).toContain(text);
    },
  );

  it('should give the suggested stake the document states', () => {
    const stake = suggestedStake(sportsbet!.kelly, BETTING_SETTINGS_DEFAULTS);
    expect(stake).toBe(14);
    expect(doc).toContain(`→ **$${stake}**`);
  });
});

// docs/ev-model.md §9: the fair-price methods and worst case on the same row.
describe('docs/ev-model.md fair-price methods (§9)', () => {
  const sb2nd = promo({
    id: 'sb-2nd',
    bookmaker: 'Sportsbet',
    promoType: 'BonusBack_2nd',
    valueMultiplier: 0.75,
  });
  const calc = (method: FairPriceMethod) => {
    const debug = computeDebugCalc(
      EXAMPLE_RACE,
      2,
      createEngineContext({ promos: [sb2nd], fairPriceMethod: method }),
    );
    return {
      debug,
      row: debug.promoCalculations.find((c) => c.bookmaker === 'Sportsbet')!,
    };
  };
  const pct = (v: number) => `${v < 0 ? '−' : '+'}${Math.abs(v).toFixed(2)} %`;

  it.each<[FairPriceMethod, string]>([
    ['default', 'Bookie MPTO'],
    ['multiplicative', 'Bookie Multiplicative'],
    ['power', 'Bookie Power'],
    ['shin', 'Bookie Shin'],
  ])('should state the %s row as the engine gives it', (method, name) => {
    const { debug, row } = calc(method);
    expect(debug.runner.fairMethod).toBe(name);
    const line = doc
      .split('\n')
      .find((l) => l.startsWith(`| \`${method}\``) && l.includes('%'))!;
    expect(line).toContain(`${(row.p_win * 100).toFixed(3)} %`);
    expect(line).toContain(debug.runner.fairPrice.toFixed(4));
    expect(line).toContain(pct(row.baseEV_pct));
    expect(line).toContain(pct(row.totalEV_pct));
  });

  it('should take the lowest total EV for worst case: multiplicative, +11.11 %', () => {
    const worst = calc('worst_case').row;
    const lowest = Math.min(
      ...(['default', 'multiplicative', 'power', 'shin'] as const).map(
        (m) => calc(m).row.totalEV_pct,
      ),
    );
    expect(worst.totalEV_pct).toBe(lowest);
    expect(worst.totalEV_pct).toBe(calc('multiplicative').row.totalEV_pct);
    expect(doc).toContain(
      'The worst case of this row is the multiplicative one, +11.11 %',
    );
  });
});
