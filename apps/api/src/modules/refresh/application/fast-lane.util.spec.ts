import type { SnapshotRace } from '@overlay/domain';
import { racesNearJump } from './fast-lane.util';

const now = new Date('2026-11-21T12:00:00Z');
const at = (minutes: number) => ({ extRaceId: `r${minutes}`, startTime: new Date(now.getTime() + minutes * 60_000).toISOString() }) as SnapshotRace;

describe('Unit', () => {
  describe('racesNearJump', () => {
    it('should keep races starting within 15 minutes either side of now', () => {
      const races = [-16, -15, 0, 14, 15, 16, 120].map(at);
      const kept = racesNearJump(races, now).map((race) => race.extRaceId);
      expect(kept).toEqual(['r-15', 'r0', 'r14', 'r15']);
    });
  });
});
