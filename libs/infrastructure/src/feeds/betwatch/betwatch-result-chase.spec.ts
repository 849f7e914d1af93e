import { BetwatchMarket } from './betwatch-market';
import { ResultChase } from './betwatch-result-chase';
import { flemington, maidenPlate } from './__fixtures__/betwatch-maiden-plate';
import type { BwEvent } from './betwatch.types';

const T0 = '2026-11-21T01:00:00.000Z';
const POSITIONS = [{ place: 1, entrantIds: ['ent_1'] }];

describe('Unit', () => {
  describe('ResultChase', () => {
    it('should ask again for a race whose result is provisional until it is final', async () => {
      const market = new BetwatchMarket();
      market.setVenues([flemington('VIC')]);
      const snapshot = (result: BwEvent['result']) =>
        market.applySnapshot({
          events: [maidenPlate(T0, { status: 'final', result })],
          entrants: [],
          markets: [],
          outcomes: [],
          odds: [],
          coverage: [],
        });
      snapshot({ state: 'provisional', positions: POSITIONS });
      const asked: string[] = [];
      let running = true;
      const chase = new ResultChase(market, {
        now: () => Date.now(),
        random: () => 0.5,
        log: () => undefined,
        // The provider has the result provisional at the first ask, final at the second.
        fetchRace: async (eventId) => {
          asked.push(eventId);
          snapshot({ state: asked.length < 2 ? 'provisional' : 'final', positions: POSITIONS });
        },
        running: () => running,
        maxWaitMs: 0,
      });
      chase.wantMissing();
      expect(chase.pending()).toBe(1);
      for (let i = 0; i < 100 && chase.pending() > 0; i += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      running = false;
      await chase.stopped();
      expect(asked).toEqual(['evt_1', 'evt_1']);
      expect(chase.pending()).toBe(0);
    });
  });
});
