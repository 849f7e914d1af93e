import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BETTING_SETTINGS_DEFAULTS, suggestedStake } from '@overlay/domain';
import { createEngineContext } from '../engine-context';
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
    ['full Kelly (%)', () => sportsbet!.kelly * 100, 2, 'full Kelly **5.78 %**'],
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
