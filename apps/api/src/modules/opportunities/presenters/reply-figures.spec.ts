import fc from 'fast-check';
import type { Opportunity } from '@overlay/domain';
import { replyRow } from './reply-figures';

const opportunity = (over: Partial<Opportunity>): Opportunity => ({
  id: 'r1:1:TAB',
  extRaceId: 'r1',
  venue: 'Flemington',
  raceNumber: 1,
  raceName: 'Maiden Plate',
  raceCode: 'TB',
  startTime: '2026-11-21T12:00:00.000Z',
  runnerNumber: 1,
  runnerName: 'Fast Filly',
  bookmaker: 'TAB',
  price: 3,
  fairPrice: 3,
  fairMethod: 'BF Mid',
  fairBooks: 0,
  ev: 0,
  promoEV: 0,
  totalEV: 0,
  bonusPct: 66.7,
  kelly: 0,
  promoId: null,
  promoType: null,
  promoMethod: null,
  promoK: 3,
  isPlaceEstimate: false,
  placeSource: null,
  placeSourceBookmaker: null,
  placeSourceK: null,
  placeCoverage: null,
  isBoosted: false,
  boostedFrom: null,
  boostType: null,
  boostId: null,
  boostMetadata: null,
  bookmakerCount: 2,
  priceAgeSeconds: null,
  stale: false,
  layPrice: null,
  lockRating: null,
  lockedEV: null,
  ...over,
});

describe('Unit', () => {
  describe('replyRow', () => {
    it('should give the computed figures to six decimals and shares to eight, half away from zero', () => {
      const row = opportunity({
        fairPrice: 1.8607328750521022,
        ev: 20.920097138445936,
        promoEV: 2.5000005,
        totalEV: -3.9777969377022826,
        bonusPct: 67.17783174358107,
        kelly: 0.16736077710756753,
        placeCoverage: 0.8333333333333334,
        boostMetadata: { probability: 0.27000000049, placeSource: 'native' },
      });
      expect(replyRow(row)).toEqual({
        ...row,
        fairPrice: 1.860733,
        ev: 20.920097,
        promoEV: 2.500001,
        totalEV: -3.977797,
        bonusPct: 67.177832,
        // Kelly whole: the web and the alerts size the same stake from it.
        kelly: 0.16736077710756753,
        placeCoverage: 0.83333333,
        boostMetadata: { probability: 0.27, placeSource: 'native' },
      });
      expect(JSON.stringify(replyRow(row).fairPrice)).toBe('1.860733');
    });

    it('should keep nulls, the books\' prices and the locked figures as they are', () => {
      const row = opportunity({ bonusPct: null, placeCoverage: null, boostMetadata: null, price: 3.3, layPrice: 3.45, lockRating: -12.31, lockedEV: 5.68 });
      expect(replyRow(row)).toEqual(row);
    });

    it('should move no figure by more than half its last decimal, and keep their order', () => {
      const ev = fc.double({ min: -400, max: 400, noNaN: true });
      fc.assert(
        fc.property(ev, ev, (a, b) => {
          const [ra, rb] = [a, b].map((x) => replyRow(opportunity({ ev: x })).ev);
          expect(Math.abs(ra - a)).toBeLessThanOrEqual(5e-7 + 1e-12);
          if (a <= b) expect(ra).toBeLessThanOrEqual(rb);
        }),
      );
    });
  });
});
