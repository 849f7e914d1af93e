import type { SnapshotRace } from '@overlay/domain';
import { FRONT_RACES, FrontOfCard } from './front-of-card';

const NOW = Date.parse('2026-11-21T10:00:00Z');

function race(id: string, minutesFromNow: number, state: SnapshotRace['state'] = 'open'): SnapshotRace {
  const startTime = new Date(NOW + minutesFromNow * 60_000).toISOString();
  return { extRaceId: id, venue: 'Randwick', country: 'AU', code: 'TB', number: 1, name: 'R', startTime, state, runners: [] };
}

describe('FrontOfCard', () => {
  it('should hold the open races nearest their jump, at most FRONT_RACES of them', () => {
    const front = new FrontOfCard();
    const races = Array.from({ length: 30 }, (_, i) => race(`r${i}`, 30 - i));
    const ids = front.update(races, NOW);
    expect(ids.size).toBe(FRONT_RACES);
    expect([...ids]).toEqual(Array.from({ length: FRONT_RACES }, (_, i) => `r${29 - i}`));
  });

  it('should keep a front race a later batch does not hold, until a race nearer its jump passes it', () => {
    const front = new FrontOfCard();
    front.update([race('soon', 5), race('later', 40)], NOW);
    expect([...front.update([race('far', 200)], NOW)]).toEqual(['soon', 'later', 'far']);
    const crowded = Array.from({ length: FRONT_RACES }, (_, i) => race(`n${i}`, 10 + i));
    const ids = front.update(crowded, NOW);
    expect(ids.has('soon')).toBe(true);
    expect(ids.has('later')).toBe(false);
    expect(ids.has('far')).toBe(false);
  });

  it('should drop a race once it is no longer open, and one an hour past its start that the feed never closed', () => {
    const front = new FrontOfCard();
    front.update([race('a', 5), race('b', -59), race('c', 20)], NOW);
    expect([...front.update([race('a', 5, 'closed')], NOW)]).toEqual(['b', 'c']);
    expect([...front.update([], NOW + 2 * 60_000)]).toEqual(['c']);
  });

  it('should leave out of its ids the races apart (watched: their own lane writes them), and give them back once they are not', () => {
    const front = new FrontOfCard();
    front.update([race('a', 5), race('b', 10)], NOW);
    expect([...front.update([], NOW, new Set(['a']))]).toEqual(['b']);
    expect([...front.update([], NOW)]).toEqual(['a', 'b']);
  });
});
