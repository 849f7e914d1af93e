import type { LiveRow } from '@overlay/contracts';
import { describe, expect, it } from 'vitest';
import { priceMovesText } from './price-moves-text';

const row = (runnerId: string, runnerName: string, book: string, winPrice: number) =>
  ({ runnerId, runnerName, book, winPrice }) as LiveRow;

describe('priceMovesText', () => {
  const rows = [
    row('r1', 'Fast Horse', 'Sportsbet', 4.2),
    row('r2', 'Slow Horse', 'TAB', 3.1),
    row('r3', 'Third', 'TAB', 9),
    row('r4', 'Fourth', 'Neds', 12.5),
    row('r5', 'Still', 'Neds', 6),
  ];

  it('says nothing when no price is flashing', () => {
    expect(priceMovesText(rows, {})).toBeNull();
  });

  it('names each moved price with its direction and new price', () => {
    expect(
      priceMovesText(rows, {
        'r1|Sportsbet': { direction: 'up', until: 1 },
        'r2|TAB': { direction: 'down', until: 1 },
      }),
    ).toBe('2 prices moved: Fast Horse at Sportsbet up to 4.20; Slow Horse at TAB down to 3.10');
  });

  it('lists three and counts the rest', () => {
    const flashes = Object.fromEntries(
      rows.slice(0, 4).map((r) => [`${r.runnerId}|${r.book}`, { direction: 'up' as const, until: 1 }]),
    );
    expect(priceMovesText(rows, flashes)).toBe(
      '4 prices moved: Fast Horse at Sportsbet up to 4.20; Slow Horse at TAB up to 3.10; Third at TAB up to 9.00; and 1 more',
    );
  });
});
