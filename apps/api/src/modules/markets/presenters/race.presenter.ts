import type { MeetingView, RaceView, RunnersResponse } from '@overlay/contracts';
import type { RaceListing, RaceMarket, StoredRace } from '@overlay/domain';
import type { QuoteEvs } from '../application/quote-ev.util';
import { venueLocalDate, venueLocalIso } from './venue-time.util';

function toRaceView(race: StoredRace, runnersCount: number): RaceView {
  return {
    extRaceId: race.extRaceId,
    track: race.venue,
    number: race.number,
    code: race.code,
    name: race.name,
    state: race.state,
    country: race.country,
    startTime: race.startTime,
    startTimeLocal: venueLocalIso(race.startTime, race),
    runnersCount,
  };
}

export function toRaceListView(race: RaceListing): RaceView {
  return toRaceView(race, race.activeRunners);
}

/** Races of one venue and code further apart than this belong to different meetings. */
const MEETING_GAP_MS = 6 * 3_600_000;

/**
 * Groups races (already in start order) into meetings, in order of each meeting's first race. A
 * meeting is a venue's run of races without a long gap, not a calendar day: a night meeting
 * that runs past midnight on the east coast stays one meeting. Its date is its first race's.
 */
export function toMeetingViews(races: readonly RaceListing[]): MeetingView[] {
  const meetings: MeetingView[] = [];
  const open = new Map<string, { meeting: MeetingView; lastStartMs: number }>();
  for (const race of races) {
    const key = `${race.venue}|${race.code}`;
    const startMs = Date.parse(race.startTime);
    let current = open.get(key);
    if (!current || startMs - current.lastStartMs > MEETING_GAP_MS) {
      const date = venueLocalDate(race.startTime, race);
      current = { meeting: { track: race.venue, code: race.code, country: race.country, date, races: [] }, lastStartMs: startMs };
      meetings.push(current.meeting);
      open.set(key, current);
    }
    current.meeting.races.push(toRaceListView(race));
    current.lastStartMs = startMs;
  }
  for (const meeting of meetings) meeting.races.sort((a, b) => a.number - b.number);
  return meetings;
}

const NO_EVS: QuoteEvs = { evOf: () => null };

export function toRunnersView(
  market: RaceMarket,
  evs: QuoteEvs = NO_EVS,
): RunnersResponse {
  const active = market.runners.filter((runner) => !runner.scratched).length;
  return {
    race: toRaceView(market, active),
    runners: market.runners.map((runner) => ({
      extId: runner.extId,
      number: runner.number,
      name: runner.name,
      scratched: runner.scratched ? 1 : 0,
      bookmakerOdds: runner.prices.map((price) => ({
        bookmaker: price.bookmaker,
        price: price.win,
        ev: evs.evOf(runner.extId, price.bookmaker),
      })),
    })),
  };
}
