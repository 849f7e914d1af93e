import type { RaceListing } from '@overlay/domain';
import { toMeetingViews } from './race.presenter';

const race = (extRaceId: string, venue: string, number: number, startTime: string): RaceListing => ({
  extRaceId,
  venue,
  country: 'AU',
  code: 'TB',
  number,
  name: `Race ${number}`,
  startTime,
  state: 'open',
  updatedAt: startTime,
  activeRunners: 8,
});

describe('Unit', () => {
  describe('toMeetingViews', () => {
    it('should keep a meeting that runs past Sydney midnight together, dated by its first race', () => {
      const meetings = toMeetingViews([
        race('a7', 'Ascot', 7, '2026-11-21T12:40:00.000Z'), // 23:40 in Sydney
        race('a8', 'Ascot', 8, '2026-11-21T13:15:00.000Z'), // 00:15 the next day
      ]);
      expect(meetings).toHaveLength(1);
      expect(meetings[0]).toMatchObject({ track: 'Ascot', date: '2026-11-21' });
      expect(meetings[0].races.map((r) => r.extRaceId)).toEqual(['a7', 'a8']);
    });

    it("should split a venue's meetings on different days and order meetings by their first race", () => {
      const meetings = toMeetingViews([
        race('f1', 'Flemington', 1, '2026-11-21T01:00:00.000Z'),
        race('r1', 'Randwick', 1, '2026-11-21T01:10:00.000Z'),
        race('f2', 'Flemington', 2, '2026-11-21T01:35:00.000Z'),
        race('g1', 'Flemington', 1, '2026-11-22T01:00:00.000Z'),
      ]);
      expect(meetings.map((m) => [m.track, m.date, m.races.length])).toEqual([
        ['Flemington', '2026-11-21', 2],
        ['Randwick', '2026-11-21', 1],
        ['Flemington', '2026-11-22', 1],
      ]);
    });
  });
});
