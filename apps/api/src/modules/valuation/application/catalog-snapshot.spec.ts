import type { Boost, Promo, SnapshotRace } from '@overlay/domain';
import { storedPromo } from '../../../../test/support/promos';
import { CatalogSnapshot, GLOBAL_CONTEXT_KEY, personalPromosMayApply } from './catalog-snapshot';

const promo = (fields: Partial<Promo>): Promo => storedPromo({ id: 'p', bookmaker: 'TAB', ...fields });



const race = {
  extRaceId: 'r1',
  code: 'GR',
  runners: [{ prices: [{ bookmaker: 'TAB', win: 3 }, { bookmaker: 'Neds', win: 3.1 }] }],
} as unknown as SnapshotRace;

describe('Unit', () => {
  describe('CatalogSnapshot', () => {
    const snapshot = new CatalogSnapshot(
      '4.2',
      [
        promo({ id: 'g' }),
        promo({ id: 'mine', visibility: 'personal', createdBy: 'u1' }),
        promo({ id: 'theirs', visibility: 'personal', createdBy: 'u2' }),
      ],
      [],
      50,
    );

    it('should share one global context among viewers without personal promos', () => {
      const global = snapshot.contextFor(null);
      expect(global.key).toBe(GLOBAL_CONTEXT_KEY);
      expect(snapshot.contextFor('nobody')).toBe(global);
      expect(global.context.promos.map((p) => p.id)).toEqual(['g']);
      expect(global.context.viewerId).toBeNull();
    });

    it('should give a viewer with personal promos the global ones plus theirs, memoised', () => {
      const mine = snapshot.contextFor('u1');
      expect(mine.key).toBe('user:u1');
      expect(mine.context.promos.map((p) => p.id)).toEqual(['g', 'mine']);
      expect(mine.context.viewerId).toBe('u1');
      expect(mine.personal.map((p) => p.id)).toEqual(['mine']);
      expect(snapshot.contextFor('u1')).toBe(mine);
      expect(mine.context.referenceStake).toBe(50);
    });
  });

  describe('personalPromosMayApply', () => {
    const boost = { raceExtId: 'r1', bookmaker: 'Betr' } as Boost;

    it.each([
      ['no personal promo', [], false],
      ['a promo of a bookmaker pricing the race', [promo({ bookmaker: ' tab ' })], true],
      ['a promo of a bookmaker absent from the race', [promo({ bookmaker: 'Ladbrokes' })], false],
      ['a promo of a bookmaker with a boost in the race', [promo({ bookmaker: 'Betr' })], true],
      ['a promo for other codes', [promo({ scope: 'codes', codes: ['TB'] })], false],
      ['a promo for the race code', [promo({ scope: 'codes', codes: ['GR'] })], true],
      ['a promo for other races', [promo({ scope: 'races', raceExtIds: ['r2'] })], false],
      ['a promo for the race', [promo({ scope: 'races', raceExtIds: ['r1'] })], true],
    ])('should say %s → %p', (_name, personal, expected) => {
      expect(personalPromosMayApply(personal, race, [boost])).toBe(expected);
    });
  });
});
