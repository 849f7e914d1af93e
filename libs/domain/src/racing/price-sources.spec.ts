import { BOOKMAKERS } from './bookmakers';
import { byCatalogueOrder, sourcesOfSnapshot } from './price-sources';
import { refusedBookmakerMessage } from './bookmakers';
import type { SnapshotRace } from '../market/market-snapshot';

const race = (books: string[], exchange: boolean): SnapshotRace => ({
  extRaceId: 'r1',
  venue: 'Flemington',
  country: 'AU',
  code: 'TB',
  number: 1,
  name: 'Maiden',
  startTime: '2026-11-21T01:00:00.000Z',
  state: 'open',
  runners: [
    {
      extId: 'r1-1',
      number: 1,
      name: 'One',
      scratched: false,
      prices: books.map((bookmaker) => ({ bookmaker, win: 3 })),
      exchange: exchange ? { winBack: 3, winLay: 3.1 } : null,
    },
  ],
});

describe('Unit', () => {
  describe('sourcesOfSnapshot', () => {
    it('should take the declared sources first, then each priced book as a bookmaker, once whatever its case', () => {
      expect(
        sourcesOfSnapshot({
          sources: [{ name: 'TAB Tote', kind: 'tote' }, { name: 'Betfair', kind: 'exchange' }],
          races: [race(['TAB', 'Bet365', 'bet365 '], true)],
        }),
      ).toEqual([
        { name: 'TAB Tote', kind: 'tote' },
        { name: 'Betfair', kind: 'exchange' },
        { name: 'TAB', kind: 'bookmaker' },
        { name: 'Bet365', kind: 'bookmaker' },
      ]);
    });

    it('should name an undeclared exchange Betfair, only when exchange prices are there', () => {
      expect(sourcesOfSnapshot({ races: [race(['TAB'], true)] })).toContainEqual({ name: 'Betfair', kind: 'exchange' });
      expect(sourcesOfSnapshot({ races: [race(['TAB'], false)] })).toEqual([{ name: 'TAB', kind: 'bookmaker' }]);
    });
  });

  describe('byCatalogueOrder', () => {
    it("should put the spec's 17 first in its order, then the rest by name", () => {
      const names = ['Unibet', 'TAB NZ', 'bet365', 'TAB', 'Aardvark', ...BOOKMAKERS.slice(1, 16)];
      expect(names.map((name) => ({ name })).sort(byCatalogueOrder).map((s) => s.name)).toEqual([
        ...BOOKMAKERS,
        'Aardvark',
        'bet365',
        'Unibet',
      ]);
    });
  });

  describe('refusedBookmakerMessage', () => {
    const catalogue = [
      { name: 'Bet365', kind: 'bookmaker', isActive: false },
      { name: 'TAB Tote', kind: 'tote', isActive: true },
      { name: 'Betfair', kind: 'exchange', isActive: true },
    ];

    it.each([
      ['bet365', "Bookmaker 'Bet365' is switched off"],
      ['tab tote', "'TAB Tote' is a tote, not a bookmaker"],
      ['Betfair', "'Betfair' is an exchange, not a bookmaker"],
      [' Nobody ', "Unknown bookmaker 'Nobody'"],
    ])('should say why %j is refused', (wanted, message) => {
      expect(refusedBookmakerMessage(catalogue, wanted)).toBe(message);
    });
  });
});
