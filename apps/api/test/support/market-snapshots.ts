import type { MarketSnapshot, SnapshotRace, SnapshotRunner } from '@overlay/domain';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Small snapshots for market-data tests, timed relative to now so window filters keep them. */
export interface SnapshotRaceSpec {
  extRaceId: string;
  venue?: string;
  country?: 'AU' | 'NZ';
  code?: 'TB' | 'GR' | 'HR';
  number?: number;
  name?: string;
  minutesFromNow: number;
  runners?: number;
  state?: SnapshotRace['state'];
}

const BOOKS = ['TAB', 'Sportsbet', 'Neds'] as const;

export function testRace(spec: SnapshotRaceSpec, now = Date.now()): SnapshotRace {
  const runnerCount = spec.runners ?? 4;
  const runners: SnapshotRunner[] = Array.from({ length: runnerCount }, (_, index) => {
    const number = index + 1;
    const base = 2 + index * 1.5;
    return {
      extId: `${spec.extRaceId}-${number}`,
      number,
      name: `Runner ${number}`,
      scratched: false,
      prices: BOOKS.map((bookmaker, b) => ({
        bookmaker,
        win: round(base + b * 0.1),
        // Sportsbet and TAB price places; Neds does not.
        place: bookmaker === 'Neds' ? null : round(1 + (base - 1) / 3),
        placeK: bookmaker === 'Neds' ? null : Math.min(3, runnerCount),
        boostedFrom: null,
      })),
      exchange: { winBack: round(base - 0.05), winLay: round(base + 0.05), placeBack: null, placeLay: null, placeK: null, matchedVolume: 1000 },
    };
  });
  return {
    extRaceId: spec.extRaceId,
    venue: spec.venue ?? 'Flemington',
    country: spec.country ?? 'AU',
    code: spec.code ?? 'TB',
    number: spec.number ?? 1,
    name: spec.name ?? 'Maiden Plate',
    // Whole minutes, as racecards have them.
    startTime: new Date(Math.floor(now / 60_000 + spec.minutesFromNow) * 60_000).toISOString(),
    state: spec.state ?? 'open',
    runners,
  };
}

export function testSnapshot(races: SnapshotRaceSpec[], now = Date.now()): MarketSnapshot {
  return { generatedAt: new Date(now).toISOString(), races: races.map((race) => testRace(race, now)) };
}

/** A FEED_FILE in a fresh temp folder; `write` replaces its content (a price move for the feed). */
export interface SnapshotFile {
  path: string;
  write(content: MarketSnapshot | string): void;
  remove(): void;
}

export function snapshotFile(initial: MarketSnapshot): SnapshotFile {
  const dir = mkdtempSync(join(tmpdir(), 'overlay-feed-'));
  const path = join(dir, 'snapshot.json');
  const write = (content: MarketSnapshot | string) =>
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  write(initial);
  return { path, write, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
