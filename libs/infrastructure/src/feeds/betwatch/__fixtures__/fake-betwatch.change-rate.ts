import type { SnapshotRace } from '@overlay/domain';

// How often a price changes on Betwatch, by how far its race is from the jump: what the fake's
// Saturday load follows (docs/feeds.md, "A Saturday"). Far from the jump a book moves a price a
// couple of times an hour; in the last quarter hour every few seconds. Summed over a Saturday's
// market (600+ races, about 50 sources a race, win and place) the stream peaks above 1,000
// frames a second in the minutes when several big races jump close together.

/** Changes per odds row (one source's win or place price of one runner) per minute, by minutes to the jump. */
function changesPerQuoteMinute(minutesToJump: number): number {
  if (minutesToJump < 0) return 0;
  if (minutesToJump < 5) return 6;
  if (minutesToJump < 15) return 1.5;
  if (minutesToJump < 60) return 0.25;
  if (minutesToJump < 120) return 0.08;
  return 1 / 30;
}

/** Odds rows a race's frames can move: its sources' win and place prices of runners still in. */
function oddsRowsOf(race: SnapshotRace): number {
  let rows = 0;
  for (const runner of race.runners) {
    if (runner.scratched) continue;
    for (const quote of runner.prices) rows += quote.place ? 2 : 1;
    if (runner.exchange) rows += 2;
  }
  return rows;
}

/** Frames a second the race makes at `atMs` (0 once it has jumped or is not open). */
export function raceFramesPerSecond(race: SnapshotRace, atMs: number): number {
  if (race.state !== 'open') return 0;
  return (oddsRowsOf(race) * changesPerQuoteMinute((Date.parse(race.startTime) - atMs) / 60_000)) / 60;
}
