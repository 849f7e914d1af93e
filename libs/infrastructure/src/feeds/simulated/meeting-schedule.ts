import type { Country, RaceCode } from '@overlay/domain';
import { localTimeToUtc, weekdayOf } from './local-time';
import { raceName } from './race-names';
import { SeededRandom, hashString } from './seeded-random';
import type { Venue } from './venue';
import { venuesFor } from './venue-catalogue';

type Session = 'day' | 'twilight' | 'night';

export interface SimMeeting {
  venue: Venue;
  /** Local racing date, `YYYY-MM-DD`. */
  date: string;
  session: Session;
  races: SimRaceSlot[];
  /** Hash of seed, venue and date: keys what is drawn per meeting (a book's coverage, say). */
  key: number;
}

/** A race on the card, before its field and prices are drawn (cheap to build for whole days). */
export interface SimRaceSlot {
  meeting: SimMeeting;
  extRaceId: string;
  number: number;
  name: string;
  startMs: number;
  /** Time from the jump until the result is official (state final). */
  finalAfterMs: number;
  /** From this instant the race shows as abandoned; null for the (vast) majority. */
  abandonedFromMs: number | null;
  /** Hash of seed and id: the root key of everything drawn for this race. */
  key: number;
}

const MINUTE = 60_000;

// Meetings per weekday (Sunday first), in the proportions of a real AU/NZ week: Saturday is
// the big day (about 55 meetings, 500+ races), weekdays about 40.
const MEETINGS_PER_DAY: Record<`${RaceCode}-${Country}`, readonly number[]> = {
  'TB-AU': [10, 9, 9, 11, 10, 11, 18],
  'TB-NZ': [2, 1, 1, 2, 2, 2, 4],
  'GR-AU': [16, 17, 17, 16, 17, 16, 16],
  'GR-NZ': [1, 1, 1, 1, 1, 1, 2],
  'HR-AU': [11, 11, 11, 11, 12, 12, 12],
  'HR-NZ': [2, 1, 1, 2, 2, 2, 3],
};

interface CodeTiming {
  /** Local first-race windows, minutes after midnight, per session. */
  firstRace: Record<Session, readonly [number, number]>;
  gapMinutes: readonly [number, number];
  races: readonly [number, number];
  finalAfterMinutes: readonly [number, number];
}

const TIMING: Record<RaceCode, CodeTiming> = {
  TB: {
    firstRace: { day: [720, 790], twilight: [870, 930], night: [1050, 1110] },
    gapMinutes: [30, 38],
    races: [8, 10],
    finalAfterMinutes: [7, 11],
  },
  GR: {
    firstRace: { day: [630, 780], twilight: [870, 930], night: [1065, 1170] },
    gapMinutes: [16, 22],
    races: [10, 12],
    finalAfterMinutes: [3, 5],
  },
  HR: {
    firstRace: { day: [690, 780], twilight: [900, 960], night: [1050, 1170] },
    gapMinutes: [22, 30],
    races: [8, 10],
    finalAfterMinutes: [5, 8],
  },
};

/** Chance a meeting is abandoned part-way (weather, track): rare, but the state must exist. */
const ABANDON_RATE = 0.012;

/** What a race day's size changes of the card: meetings per code and country, every date (null: the week's own). */
export type MeetingCounts = Readonly<Record<`${RaceCode}-${Country}`, number>> | null;

const SATURDAY = 6;

/**
 * Every meeting of one local racing date, a pure function of seed and date; with `counts` (a
 * Saturday day, race-day.ts) every date races that many meetings, drawn and timed as a Saturday.
 */
export function meetingsOn(seed: number, date: string, counts: MeetingCounts = null): SimMeeting[] {
  const weekday = counts === null ? weekdayOf(date) : SATURDAY;
  const meetings: SimMeeting[] = [];
  for (const code of ['TB', 'GR', 'HR'] as const) {
    for (const country of ['AU', 'NZ'] as const) {
      const random = SeededRandom.for(seed, 'meetings', date, code, country);
      const base = counts?.[`${code}-${country}`] ?? MEETINGS_PER_DAY[`${code}-${country}`][weekday];
      // A meeting more or less than usual, so no two weeks look the same.
      const count = Math.max(0, base + random.int(-1, 1));
      for (const venue of chooseVenues(
        venuesFor(code, country),
        count,
        weekday,
        random,
      )) {
        meetings.push(buildMeeting(seed, venue, date, weekday));
      }
    }
  }
  return meetings;
}

/** Weighted draw without replacement, one venue per group (one Melbourne metro track a day). */
function chooseVenues(
  pool: readonly Venue[],
  count: number,
  weekday: number,
  random: SeededRandom,
): Venue[] {
  const candidates = [...pool];
  const chosen: Venue[] = [];
  const usedGroups = new Set<string>();
  while (chosen.length < count && candidates.length > 0) {
    const weights = candidates.map(
      (venue) => venue.weight * tierBoost(venue, weekday),
    );
    const [venue] = candidates.splice(random.weightedIndex(weights), 1);
    if (venue.group && usedGroups.has(venue.group)) continue;
    if (venue.group) usedGroups.add(venue.group);
    chosen.push(venue);
  }
  return chosen;
}

/** Saturday is metro day for the gallops; midweek metro meetings are the Wednesday ones. */
function tierBoost(venue: Venue, weekday: number): number {
  if (venue.code !== 'TB' || venue.tier !== 'metro') return 1;
  if (weekday === 6) return 8;
  return weekday === 3 ? 1.5 : 0.4;
}

function buildMeeting(
  seed: number,
  venue: Venue,
  date: string,
  weekday: number,
): SimMeeting {
  const random = SeededRandom.for(seed, 'meeting', venue.id, date);
  const timing = TIMING[venue.code];
  const session = chooseSession(venue, weekday, random);
  const [earliest, latest] = timing.firstRace[session];
  const firstRace =
    earliest + 5 * random.int(0, Math.floor((latest - earliest) / 5));
  const raceCount = random.int(timing.races[0], timing.races[1]);
  const gap = random.int(timing.gapMinutes[0], timing.gapMinutes[1]);
  const abandonFrom = random.chance(ABANDON_RATE)
    ? random.int(1, raceCount)
    : null;
  const firstStartMs = localTimeToUtc(date, firstRace, venue.region);
  const meeting: SimMeeting = {
    venue,
    date,
    session,
    races: [],
    key: hashString(`${seed}:${venue.id}:${date}`),
  };
  let abandonedFromMs: number | null = null;
  for (let number = 1; number <= raceCount; number += 1) {
    const extRaceId = `${venue.id}-${date}-r${number}`;
    // Small irregularities in the gaps, as on a real card; races stay in order.
    const startMs =
      firstStartMs + ((number - 1) * gap + random.int(0, 2)) * MINUTE;
    if (abandonFrom === number)
      abandonedFromMs = startMs - random.int(20, 120) * MINUTE;
    meeting.races.push({
      meeting,
      extRaceId,
      number,
      name: raceName(venue.code, venue.tier, venue.name, number, random),
      startMs,
      finalAfterMs:
        random.int(timing.finalAfterMinutes[0], timing.finalAfterMinutes[1]) *
        MINUTE,
      abandonedFromMs,
      key: hashString(`${seed}:${extRaceId}`),
    });
  }
  return meeting;
}

function chooseSession(
  venue: Venue,
  weekday: number,
  random: SeededRandom,
): Session {
  const nightChance = !venue.lights
    ? 0
    : venue.code === 'TB'
      ? weekday === 5
        ? 0.8
        : 0.2
      : 0.75;
  if (random.chance(nightChance)) return 'night';
  return random.chance(venue.code === 'TB' ? 0.1 : 0.2) ? 'twilight' : 'day';
}
