import type { RaceMarket } from '@overlay/domain';
import type { ValuationService } from '../../valuation';
import { LiveRaceSource } from './live-race-source';

describe('Unit', () => {
  describe('LiveRaceSource (docs/architecture.md, "Serving prepared versions")', () => {
    let served: number;
    let reads: { extRaceId: string; atLeastVersion: number }[];
    let source: LiveRaceSource;

    beforeEach(() => {
      served = 5;
      reads = [];
      const valuation = {
        current: () => Promise.resolve({ dataVersion: served, lastUpdated: null, bookmakers: [], health: { delivery: 'stream' }, viewer: {} }),
        marketFreshness: () => Promise.resolve({ stale: false }),
        race: (extRaceId: string, _viewer: string, _method: string, _measured: null, atLeastVersion: number) => {
          reads.push({ extRaceId, atLeastVersion });
          return Promise.resolve({ race: { extRaceId, read: reads.length } as unknown as RaceMarket, viewer: {}, lastUpdated: null });
        },
      } as unknown as ValuationService;
      source = new LiveRaceSource(valuation);
    });

    it('should read a race once per version served, however many ticks', async () => {
      await source.load('r1', 'viewer');
      await source.load('r1', 'viewer');
      expect(reads).toEqual([{ extRaceId: 'r1', atLeastVersion: 5 }]);
      served = 6;
      await source.load('r1', 'viewer');
      expect(reads).toHaveLength(2);
    });

    it('should read a race named at a version not served yet as stored, and only that race', async () => {
      await source.load('r1', 'viewer');
      await source.load('r2', 'viewer');
      source.changed(['r1'], 7);
      const named = await source.load('r1', 'viewer');
      await source.load('r2', 'viewer');
      expect(reads.slice(2)).toEqual([{ extRaceId: 'r1', atLeastVersion: 7 }]);
      expect((named?.race as unknown as { read: number }).read).toBe(3);
      // Once version 7 is served the race read at 7 is still the one kept.
      served = 7;
      await source.load('r1', 'viewer');
      expect(reads).toHaveLength(3);
    });

    it('should read every watched race again after a change that named none', async () => {
      await source.load('r1', 'viewer');
      await source.load('r2', 'viewer');
      source.changed(null, 9);
      await source.load('r1', 'viewer');
      await source.load('r2', 'viewer');
      expect(reads.slice(2)).toEqual([
        { extRaceId: 'r1', atLeastVersion: 9 },
        { extRaceId: 'r2', atLeastVersion: 9 },
      ]);
    });
  });
});
