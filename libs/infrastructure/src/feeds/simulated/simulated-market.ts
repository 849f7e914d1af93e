import type {
  MarketSnapshot,
  SnapshotRace,
  SnapshotRunner,
} from '@overlay/domain';
import { bookLagsAt, confirmedAtMs, lagOfRace, withoutHammered } from './book-lag';
import type { BookLag } from './book-lag';
import { bookmakerQuotes } from './bookmaker-pricing';
import { exchangeQuotes } from './exchange-pricing';
import { addDays, localDateOf } from './local-time';
import { meetingsOn } from './meeting-schedule';
import type { SimMeeting, SimRaceSlot } from './meeting-schedule';
import { raceField } from './race-field';
import type { SimField } from './race-field';
import { raceMarketAt } from './race-market';
import type { RaceMarket } from './race-market';
import { raceDayOf } from './race-day';
import type { RaceDay, RaceDaySize } from './race-day';
import { simulatedResults } from './race-results';
import { raceStateAt } from './race-state';
import { toteQuotes } from './tote-pricing';

const HOUR = 3_600_000;
/** Racing dates are read in Sydney time; neighbouring dates cover NZ (ahead) and Perth (behind). */
const REFERENCE_REGION = 'NSW';
const MAX_CACHED_DAYS = 6;
const MAX_CACHED_FIELDS = 4_000;

export interface SimulatedMarketWindow {
  /** How far back races are kept (closed and final ones), default 1 h. */
  beforeMs?: number;
  /** How far ahead races are listed, default 24 h. */
  afterMs?: number;
  /** Which races of the window to price (by id and start); default every one. */
  pick?: (extRaceId: string, startMs: number) => boolean;
}

/**
 * The simulated racing market: a pure function of (seed, now). Days and fields are cached only
 * because they are the same at every refresh; prices are recomputed each time from the clock.
 */
export class SimulatedMarket {
  private readonly days = new Map<string, SimMeeting[]>();
  private readonly fields = new Map<string, SimField>();
  private readonly beforeMs: number;
  private readonly afterMs: number;
  /** The day's size: its sources and cards (FEED_DAY, race-day.ts). */
  readonly day: RaceDay;

  constructor(
    readonly seed: number,
    window: SimulatedMarketWindow = {},
    size: RaceDaySize = 'standard',
  ) {
    this.beforeMs = window.beforeMs ?? HOUR;
    this.afterMs = window.afterMs ?? 24 * HOUR;
    this.day = raceDayOf(size);
  }

  /** The market at `now`; `window` (default: the market's own) says which races are listed. */
  snapshotAt(now: Date, window: SimulatedMarketWindow = {}): MarketSnapshot {
    const nowMs = now.getTime();
    if (!Number.isFinite(nowMs))
      throw new RangeError('The simulated feed needs a valid date');
    const from = nowMs - (window.beforeMs ?? this.beforeMs);
    const to = nowMs + (window.afterMs ?? this.afterMs);
    const slots: SimRaceSlot[] = [];
    const pick = window.pick;
    const lastDate = addDays(localDateOf(to, REFERENCE_REGION), 1);
    for (
      let date = addDays(localDateOf(from, REFERENCE_REGION), -1);
      date <= lastDate;
      date = addDays(date, 1)
    ) {
      for (const meeting of this.meetingsOn(date)) {
        for (const slot of meeting.races) {
          if (slot.startMs >= from && slot.startMs <= to && (!pick || pick(slot.extRaceId, slot.startMs)))
            slots.push(slot);
        }
      }
    }
    slots.sort(
      (a, b) => a.startMs - b.startMs || a.extRaceId.localeCompare(b.extRaceId),
    );
    const lags = bookLagsAt(this.seed, this.day.books.length, nowMs);
    return {
      generatedAt: now.toISOString(),
      races: slots.map((slot) => this.raceAt(slot, nowMs, lags)),
    };
  }

  private raceAt(slot: SimRaceSlot, nowMs: number, lags: readonly BookLag[]): SnapshotRace {
    const { venue } = slot.meeting;
    const field = this.fieldOf(slot);
    const state = raceStateAt(slot, nowMs);
    // Prices freeze at the jump: a closed race shows the market it went off at.
    const atMs = Math.min(nowMs, slot.startMs);
    const market = raceMarketAt(slot, field, atMs);
    const runners: SnapshotRunner[] = field.runners.map((runner, index) => ({
      extId: runner.extId,
      number: runner.number,
      name: runner.name,
      scratched: !market.active[index],
      prices: [],
      exchange: null,
    }));
    // An abandoned race has its markets voided.
    if (state !== 'abandoned') {
      this.day.books.forEach((book, bookIndex) => {
        const quotes = this.bookQuotes(slot, field, market, atMs, nowMs, bookIndex, lags);
        quotes.forEach((quote, index) => {
          if (quote) runners[index].prices.push(quote);
        });
      });
      this.day.totes.forEach((tote, toteIndex) => {
        const lastUpdated = new Date(confirmedAtMs(toteIndex, atMs)).toISOString();
        toteQuotes(slot, field, market, tote, toteIndex, lastUpdated).forEach((quote, index) => {
          if (quote) runners[index].prices.push(quote);
        });
      });
      exchangeQuotes(slot, field, market).forEach((quote, index) => {
        runners[index].exchange = quote;
      });
    }
    return {
      extRaceId: slot.extRaceId,
      venue: venue.name,
      country: venue.country,
      // The meeting's state, as a provider gives it: the venue's zone follows it (docs/architecture.md §3).
      region: venue.region === 'NZL' ? 'NZ' : venue.region,
      code: venue.code,
      number: slot.number,
      name: slot.name,
      startTime: new Date(slot.startMs).toISOString(),
      state,
      runners,
      // `market` is frozen at the jump once the race has run: the truth it was run on.
      ...(state === 'final'
        ? {
            results: simulatedResults(
              this.seed,
              slot.extRaceId,
              field.runners.map((runner) => runner.number),
              market.win,
            ),
          }
        : {}),
    };
  }

  /**
   * One book's quotes of a race (field order). A lagging book shows the market as it was when it
   * stopped following it, reframed over today's field: a runner scratched since is off its book
   * and the rest are repriced to the book's margin (a book never goes under its floor,
   * docs/architecture.md §3); its risk desk has taken down the runners punters hammer.
   */
  private bookQuotes(
    slot: SimRaceSlot,
    field: SimField,
    market: RaceMarket,
    atMs: number,
    nowMs: number,
    bookIndex: number,
    lags: readonly BookLag[],
  ) {
    const book = this.day.books[bookIndex];
    const lag = lags.length === 0 ? null : lagOfRace(lags, bookIndex, slot.key, nowMs);
    if (!lag) {
      const confirmed = new Date(confirmedAtMs(bookIndex, atMs)).toISOString();
      return bookmakerQuotes(slot, field, market, book, bookIndex, atMs, confirmed);
    }
    const lagAtMs = Math.min(lag.sinceMs, slot.startMs);
    const lagMarket = lagAtMs < atMs ? raceMarketAt(slot, field, lagAtMs, atMs) : market;
    const framed = bookmakerQuotes(slot, field, lagMarket, book, bookIndex, lagAtMs, new Date(lagAtMs).toISOString());
    return withoutHammered(framed, market.win);
  }

  private meetingsOn(date: string): SimMeeting[] {
    let meetings = this.days.get(date);
    if (!meetings) {
      meetings = meetingsOn(this.seed, date, this.day.meetings);
      if (this.days.size >= MAX_CACHED_DAYS) {
        this.days.clear();
        this.fields.clear();
      }
      this.days.set(date, meetings);
    }
    return meetings;
  }

  private fieldOf(slot: SimRaceSlot): SimField {
    let field = this.fields.get(slot.extRaceId);
    if (!field) {
      field = raceField(this.seed, slot);
      if (this.fields.size >= MAX_CACHED_FIELDS) this.fields.clear();
      this.fields.set(slot.extRaceId, field);
    }
    return field;
  }
}
