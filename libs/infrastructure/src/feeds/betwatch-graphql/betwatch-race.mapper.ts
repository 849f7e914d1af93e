import { fallbackPlacesPaid, parseMarketSnapshot } from '@overlay/domain';
import type {
  RaceCode,
  RaceState,
  SnapshotRace,
  SnapshotRunner,
} from '@overlay/domain';
import type { BetwatchMappingReport } from './betwatch-mapping.report';
import { canonicalBookmaker } from './betwatch-bookmakers';
import {
  mapBookmakerQuotes,
  mapExchange,
  timeOf,
} from './betwatch-runner.mapper';
import type { BetwatchRace, BetwatchRunner } from './betwatch.types';

const RACE_CODES: Record<string, RaceCode> = {
  thoroughbred: 'TB',
  greyhound: 'GR',
  harness: 'HR',
};

const RACE_STATES: Record<string, RaceState> = {
  open: 'open',
  closed: 'closed',
  interim: 'closed',
  paying: 'final',
  resulted: 'final',
  abandoned: 'abandoned',
};

class SkipRace extends Error {}

/**
 * One Betwatch race as a snapshot race, or null (with the reason in the report) when it cannot
 * be one. The result is checked with parseMarketSnapshot, so one bad race is dropped alone
 * instead of failing the whole refresh.
 */
export function mapBetwatchRace(
  race: BetwatchRace,
  nowMs: number,
  report: BetwatchMappingReport,
): SnapshotRace | null {
  const id =
    typeof race?.id === 'string' || typeof race?.id === 'number'
      ? String(race.id).trim()
      : '';
  try {
    if (!id) throw new SkipRace('no race id');
    const mapped = toSnapshotRace(id, race, nowMs, report);
    // Validating a one-race snapshot reuses the very rules a FEED_FILE is held to.
    const [clean] = parseMarketSnapshot({
      generatedAt: new Date(nowMs).toISOString(),
      races: [mapped],
    }).races;
    report.racesMapped += 1;
    return clean;
  } catch (error) {
    const reason = (error as Error).message.replace(/^races\[0\]\./, '');
    report.skippedRaces.push({ id: id || '(none)', reason });
    return null;
  }
}

function toSnapshotRace(
  id: string,
  race: BetwatchRace,
  nowMs: number,
  report: BetwatchMappingReport,
): SnapshotRace {
  const type = race.meeting?.type ?? '';
  const code = RACE_CODES[type.toLowerCase()];
  if (!code) throw new SkipRace(`unknown race type ${JSON.stringify(type)}`);
  const startMs = race.startTime ? Date.parse(race.startTime) : NaN;
  if (!Number.isFinite(startMs))
    throw new SkipRace(
      `no readable start time (${JSON.stringify(race.startTime)})`,
    );
  const number = race.number ?? 0;
  const runners = uniqueRunners(race.runners ?? []);
  const active = runners.filter((runner) => !runner.scratchedTime).length;
  const placeK = fallbackPlacesPaid(active);
  const bookReadAt = booksReadAt(race);
  const state = stateOf(race.status, startMs, nowMs);
  const results =
    state === 'final'
      ? resultsOf(
          race.results,
          new Set(runners.map((runner) => runner.number as number)),
        )
      : null;
  return {
    extRaceId: id,
    venue: (race.meeting?.track ?? '').trim(),
    country: /^nz/i.test(race.meeting?.location ?? '') ? 'NZ' : 'AU',
    // The meeting's state (or NZL): the venue's zone when the zone table does not list the track.
    ...regionOf(race.meeting?.location),
    code,
    number,
    name: race.name?.trim() || `Race ${number}`,
    startTime: new Date(startMs).toISOString(),
    state,
    ...(results ? { results } : {}),
    runners: runners.map((runner): SnapshotRunner => {
      const scratched = !!runner.scratchedTime;
      return {
        extId: runner.id?.trim() || `${id}-${runner.number}`,
        number: runner.number as number,
        name: runner.name?.trim() ?? '',
        scratched,
        // Books pull scratched runners; a stale quote left behind would only mislead.
        prices: scratched
          ? []
          : mapBookmakerQuotes(runner, placeK, report, bookReadAt),
        exchange: scratched
          ? null
          : mapExchange(runner, race.betfairMapping, placeK),
      };
    }),
  };
}

/** Each book's last successful price read for the race (`links`), under spec spellings. */
function booksReadAt(race: BetwatchRace): Map<string, number> {
  const readAt = new Map<string, number>();
  for (const link of Array.isArray(race.links) ? race.links : []) {
    const name = typeof link?.bookmaker === 'string' ? link.bookmaker : '';
    const at = timeOf(link?.lastSuccessfulPriceUpdate);
    if (name.trim() && at !== null) readAt.set(canonicalBookmaker(name), at);
  }
  return readAt;
}

/**
 * A settled race's places (lists of runner numbers); null unless the shape is right and every
 * number is a runner of the race, listed once. Results that cannot be trusted are left out (the
 * race is kept, unsettled) rather than failing the race: settlement waits for a clean reply.
 */
function resultsOf(
  raw: unknown,
  runnerNumbers: ReadonlySet<number>,
): number[][] | null {
  if (!Array.isArray(raw) || raw.length === 0) return null;
  const placed = new Set<number>();
  for (const place of raw) {
    if (!Array.isArray(place) || place.length === 0) return null;
    for (const n of place) {
      if (typeof n !== 'number' || !runnerNumbers.has(n) || placed.has(n))
        return null;
      placed.add(n);
    }
  }
  return raw as number[][];
}

/** Runners with a usable saddlecloth number, first of each number only (emergencies repeat). */
function uniqueRunners(runners: BetwatchRunner[]): BetwatchRunner[] {
  const seen = new Set<number>();
  return runners.filter((runner) => {
    const number = runner?.number;
    if (
      typeof number !== 'number' ||
      !Number.isInteger(number) ||
      number < 1 ||
      seen.has(number)
    )
      return false;
    seen.add(number);
    return true;
  });
}

/** Betwatch statuses in our four states; an unknown one is read from the clock. */
function stateOf(
  status: string | null | undefined,
  startMs: number,
  nowMs: number,
): RaceState {
  const known = RACE_STATES[(status ?? '').toLowerCase()];
  if (known) return known;
  return nowMs < startMs ? 'open' : 'closed';
}

/** `{ region }` from Betwatch `meeting.location` ('NSW', 'NZL', …) when it reads as one. */
function regionOf(location: string | null | undefined): { region?: string } {
  const region = location?.trim().toUpperCase();
  return region && /^[A-Z]{2,3}$/.test(region) ? { region } : {};
}
