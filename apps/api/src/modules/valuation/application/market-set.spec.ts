import type { RaceMarket } from '@overlay/domain';
import { createMarketSet, replyValidUntil } from './market-set';

const race = (extRaceId: string, startTime: string) => ({ extRaceId, startTime }) as RaceMarket;

describe('Unit', () => {
  describe('replyValidUntil', () => {
    const set = createMarketSet(3, Date.parse('2026-11-22T00:00:00Z'), [
      race('late', '2026-11-21T14:00:00Z'),
      race('early', '2026-11-21T10:00:00Z'),
      race('mid', '2026-11-21T12:00:00Z'),
    ]);
    const now = Date.parse('2026-11-21T09:00:00Z');

    it('should index the races by id and sort their starts', () => {
      expect(set.byId.get('mid')?.startTime).toBe('2026-11-21T12:00:00Z');
      expect(Array.from(set.startsMs)).toEqual(
        ['2026-11-21T10:00:00Z', '2026-11-21T12:00:00Z', '2026-11-21T14:00:00Z'].map((iso) => Date.parse(iso)),
      );
    });

    it.each([
      // A 120-minute window at 09:00 reaches 11:00: the 12:00 race enters it at 10:00.
      [120, '2026-11-21T10:00:00Z'],
      // 180 minutes reach 12:00 exactly (kept): the 14:00 race enters at 11:00.
      [180, '2026-11-21T11:00:00Z'],
      [30, '2026-11-21T09:30:00Z'],
    ])('should keep a %i-minute reply until %s', (minutes, until) => {
      expect(replyValidUntil(set, now, minutes)).toBe(Date.parse(until));
    });

    it('should keep a reply forever when no loaded race starts after the window', () => {
      expect(replyValidUntil(set, now, 600)).toBe(Number.POSITIVE_INFINITY);
    });

    it('should give every load its own id', () => {
      expect(createMarketSet(3, 0, []).id).not.toBe(createMarketSet(3, 0, []).id);
    });
  });
});
