import type {
  BookmakerPriceQuote,
  SnapshotRace,
  SnapshotRunner,
} from '@overlay/domain';
import { SimulatedMarket } from '../../simulated/simulated-market';
import type { RaceDaySize } from '../../simulated/race-day';
import type { BwCoverage, BwOdds, BwSource } from '../betwatch.types';
import { raceFramesPerSecond } from './fake-betwatch.change-rate';
import {
  bookOdds,
  coverageOf,
  entrantOf,
  EXCHANGE,
  exchangeOdds,
  ids,
  sourceOf,
} from './fake-betwatch.entities';

/** One stream frame as the fake sends it: its cursor (SSE id), name and JSON payload. */
export interface FakeFrame {
  id: string;
  event: string;
  data: unknown;
  /** Sent as is instead of the JSON of `data` (a malformed frame). */
  raw?: string;
}

export interface RaceDayOptions {
  seed?: number;
  /**
   * The simulated day's size (FEED_DAY, docs/feeds.md "A Saturday"): `standard` (default), or
   * `saturday`, 600+ races priced by 110 sources. On a Saturday a step reprices the races near
   * their jump every time and the others at most once a simulated minute (a whole Saturday
   * repriced every second is more than a second's work).
   */
  day?: RaceDaySize;
  /** Races listed from this long before the clock to this long after (defaults 1 h and 4 h). */
  beforeMs?: number;
  afterMs?: number;
  /** Frames kept for resumes; an older cursor answers 409 cursor_expired. */
  maxFrames?: number;
  /** Races starting within this of the clock get coverage frames as their books are read. */
  coverageHorizonMs?: number;
  /**
   * Pin the simulated day (default true): whatever the date and hour the clock says, the race
   * day starts at the same simulated instant (the first racing hour from one fixed evening), with every race
   * time moved into the clock's frame. A test then sees the same races at the same distance from
   * its clock on every run: AU/NZ racing sleeps for hours each night, the cards differ by weekday,
   * and a race sitting near a window's edge at one hour crossed it between two reads at another.
   * False: the simulated day at the clock itself.
   */
  shiftToRacing?: boolean;
  /**
   * With the shift: the races that must be open and start within `afterMs` for the shifted clock
   * to do (default: 8 within 2 hours). A test that needs a busy market asks for more: at some
   * hours of the day the next 6 hours hold 45 races, at others 200.
   */
  minOpenRaces?: number;
}

/**
 * A scripted race day: the simulated market (prices move, books lag, runners scratch, races jump
 * and result) at a clock the test moves (`advance`), with every change since the last step
 * turned into Betwatch v1 stream frames in a log of numbered cursors. No wall-clock waits: a
 * test decides when time passes. `pulse` adds price moves at a chosen rate for benchmarks.
 */
export class FakeRaceDay {
  readonly sim: SimulatedMarket;
  readonly races = new Map<string, SnapshotRace>();
  readonly odds = new Map<string, BwOdds>();
  readonly coverage = new Map<string, BwCoverage>();
  readonly frames: FakeFrame[] = [];
  private firstSeq = 1;
  private seq = 0;
  /** Bumped when every cursor so far expires (a cursor names its epoch). */
  private epoch = 1;
  private readonly listeners = new Set<(frame: FakeFrame) => void>();
  private readonly maxFrames: number;
  private readonly horizonMs: number;
  /** Books priced on top of the simulated market: race → book → price factor on its first book. */
  private readonly added = new Map<string, Map<string, number>>();
  /** `${extRaceId}|${book}` the provider does not price (taken out of the simulated market). */
  private readonly unpriced = new Set<string>();
  /** The kind of each book that is no bookmaker (the day's totes, a tote priced on top), by lower-case name. */
  private readonly kinds = new Map<string, BwSource['kind']>();
  /** On a Saturday, how often a race is repriced at most, by how near its jump is (none: every step). */
  private readonly reprice: ((startMs: number, nowMs: number) => number) | null;
  /** When each race was last repriced (a step that left it out keeps its prices). */
  private readonly pricedAt = new Map<string, number>();

  constructor(
    public clockMs: number,
    options: RaceDayOptions = {},
  ) {
    const seed = options.seed ?? 42;
    const afterMs = options.afterMs ?? 4 * HOUR;
    this.sim = new SimulatedMarket(
      seed,
      { beforeMs: options.beforeMs ?? HOUR, afterMs },
      options.day,
    );
    for (const source of this.sim.day.sources)
      if (source.kind === 'tote') this.kinds.set(source.name.toLowerCase(), 'tote');
    this.reprice = this.sim.day.size === 'saturday' ? saturdayRepriceMs : null;
    this.maxFrames = options.maxFrames ?? 500_000;
    this.horizonMs = options.coverageHorizonMs ?? 2 * 3_600_000;
    this.offsetMs =
      options.shiftToRacing === false
        ? 0
        : pinnedDayStart(
            this.sim,
            this.sim.day.size === 'saturday' ? SATURDAY_PIN_FROM_MS : PIN_FROM_MS,
            options.minOpenRaces === undefined
              ? ANY_RACING
              : { races: options.minOpenRaces, withinMs: afterMs },
          ) - clockMs;
    for (const race of this.simAt(clockMs)) this.adopt(race);
  }

  private readonly offsetMs: number;

  /**
   * The simulated races at `clockMs`, their times moved back by the shift, with the books changed
   * by the test; `pick` (by id and shifted start) limits which races are priced.
   */
  private simAt(clockMs: number, pick?: (extRaceId: string, startMs: number) => boolean): SnapshotRace[] {
    const offset = this.offsetMs;
    const races = this.sim.snapshotAt(new Date(clockMs + offset), {
      ...(pick ? { pick: (id: string, startMs: number) => pick(id, startMs - offset) } : {}),
    }).races;
    const moved =
      this.offsetMs === 0
        ? races
        : races.map((race) => shifted(race, -this.offsetMs));
    return this.added.size + this.unpriced.size === 0
      ? moved
      : moved.map((race) => this.withBooks(race));
  }

  private withBooks(race: SnapshotRace): SnapshotRace {
    const extra = this.added.get(race.extRaceId);
    const runners = race.runners.map((runner) => {
      const prices = runner.prices.filter(
        (quote) => !this.unpriced.has(`${race.extRaceId}|${quote.bookmaker}`),
      );
      const base = runner.prices[0];
      if (extra && base && !runner.scratched)
        for (const [bookmaker, factor] of extra)
          prices.push({
            bookmaker,
            win: Math.max(1.01, Math.round(base.win * factor * 100) / 100),
            ...(base.place
              ? {
                  place: Math.max(
                    1.01,
                    Math.round(base.place * factor * 100) / 100,
                  ),
                  placeK: base.placeK,
                }
              : {}),
            lastUpdated: base.lastUpdated,
          });
      // The exchange (`Betfair`) can be taken away like a book.
      const exchange = this.unpriced.has(`${race.extRaceId}|Betfair`) ? null : runner.exchange;
      return { ...runner, prices, exchange };
    });
    return { ...race, runners };
  }

  /**
   * A book starts pricing a race (late coverage, or a source the product has never seen): its
   * odds, at `factor` times the race's first book, and a `coverage` frame saying it prices the
   * race; `/v1/sources` lists it from then on, as a `kind` (a tote's odds are its pool estimate).
   */
  startPricing(
    extRaceId: string,
    bookmaker: string,
    factor = 1.1,
    kind: BwSource['kind'] = 'bookmaker',
  ): void {
    if (kind !== 'bookmaker') this.kinds.set(bookmaker.toLowerCase(), kind);
    this.unpriced.delete(`${extRaceId}|${bookmaker}`);
    let books = this.added.get(extRaceId);
    if (!books) this.added.set(extRaceId, (books = new Map()));
    books.set(bookmaker, factor);
    this.restate(extRaceId);
    this.sendCoverage(extRaceId, bookmaker, 'priced');
  }

  /**
   * A book (or the exchange, `Betfair`) stops pricing a race. Announced: its odds leave as `suspended` frames and a coverage
   * frame says `unpriced`. Silently (`announce: false`, as a new provider run does): it is just
   * absent from what the provider lists from now on, with no frame.
   */
  stopPricing(
    extRaceId: string,
    bookmaker: string,
    { announce = true }: { announce?: boolean } = {},
  ): void {
    this.added.get(extRaceId)?.delete(bookmaker);
    this.unpriced.add(`${extRaceId}|${bookmaker}`);
    const race = this.races.get(extRaceId);
    if (!race) return;
    if (announce) {
      this.restate(extRaceId);
      this.sendCoverage(extRaceId, bookmaker, 'unpriced');
      return;
    }
    const next = this.simAt(this.clockMs, (id) => id === extRaceId).find(
      (candidate) => candidate.extRaceId === extRaceId,
    );
    if (next) this.races.set(extRaceId, next);
    const source = this.sourceFor(bookmaker).id;
    for (const [id, row] of this.odds)
      if (row.eventId === ids.event(race) && row.source.id === source)
        this.odds.delete(id);
    for (const [id, row] of this.coverage)
      if (row.eventId === ids.event(race) && row.sourceId === source)
        this.coverage.delete(id);
  }

  /** Says (only) that a book's win market of a race is `unpriced` now, its odds left as they are. */
  sendCoverage(
    extRaceId: string,
    bookmaker: string,
    state: 'priced' | 'unpriced',
  ): void {
    const race = this.races.get(extRaceId);
    if (!race) return;
    for (const k of ['win', 'place'] as const) {
      const row = { ...coverageOf(race, this.sourceFor(bookmaker).id, k, this.now), state };
      this.coverage.set(`${row.marketId}|${row.sourceId}`, row);
      this.emit('coverage', row);
    }
  }

  /** What `/v1/sources` lists: the day's books (as Betwatch spells them) and totes, Betfair, every book added. */
  sources(): BwSource[] {
    const listed = new Map<string, BwSource>();
    for (const source of this.sim.day.sources)
      if (source.kind !== 'exchange') listed.set(source.name.toLowerCase(), this.sourceFor(source.name));
    listed.set(EXCHANGE.name.toLowerCase(), EXCHANGE);
    for (const books of this.added.values())
      for (const book of books.keys()) listed.set(book.toLowerCase(), this.sourceFor(book));
    return [...listed.values()];
  }

  /** The Betwatch source of a book the day prices. */
  private sourceFor(bookmaker: string): BwSource {
    return sourceOf(bookmaker, this.kinds.get(bookmaker.toLowerCase()) ?? 'bookmaker');
  }

  /**
   * The provider restarts with a new run (its state rebuilt, say after an outage): every cursor
   * so far is unknown to it (409 `cursor_expired`), so clients bootstrap again.
   */
  newRun(): void {
    this.expireCursors();
  }

  /** The race as the simulated market has it now, its changes sent as frames. */
  private restate(extRaceId: string): void {
    const next = this.simAt(this.clockMs, (id) => id === extRaceId).find(
      (race) => race.extRaceId === extRaceId,
    );
    const held = this.races.get(extRaceId);
    if (!next || !held) return;
    this.diff(held, next);
    this.races.set(extRaceId, next);
  }

  get now(): string {
    return new Date(this.clockMs).toISOString();
  }

  /** The cursor of the newest frame (or of the start). */
  head(): string {
    return cursorOf(this.epoch, this.seq);
  }

  /** Index in `frames` after `cursor`; null when unknown or expired. */
  positionOf(cursor: string): number | null {
    const match = /^c(\d+)-(\d+)$/.exec(cursor);
    const seq = Number(match?.[2] ?? Number.NaN);
    if (
      !match ||
      Number(match[1]) !== this.epoch ||
      seq > this.seq ||
      seq < this.firstSeq - 1
    )
      return null;
    return seq - this.firstSeq + 1;
  }

  subscribe(listener: (frame: FakeFrame) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: string, data: unknown, raw?: string): FakeFrame {
    this.seq += 1;
    const frame: FakeFrame = {
      id: cursorOf(this.epoch, this.seq),
      event,
      data,
      ...(raw === undefined ? {} : { raw }),
    };
    this.frames.push(frame);
    if (this.frames.length > this.maxFrames) {
      this.frames.splice(0, this.frames.length - this.maxFrames);
      this.firstSeq = this.seq - this.frames.length + 1;
    }
    for (const listener of this.listeners) listener(frame);
    return frame;
  }

  /** Forgets every frame so far: any earlier cursor is expired. */
  expireCursors(): void {
    this.epoch += 1;
    this.firstSeq = this.seq + 1;
    this.frames.length = 0;
  }

  /**
   * Moves the clock and sends a frame for every change of the simulated market since (on a
   * Saturday, of the races due to be repriced: saturdayRepriceMs).
   */
  advance(ms: number): number {
    const before = this.seq;
    this.clockMs += ms;
    const now = this.clockMs;
    const reprice = this.reprice;
    const due =
      reprice === null
        ? undefined
        : (id: string, startMs: number) => now - (this.pricedAt.get(id) ?? -Infinity) >= reprice(startMs, now);
    const next = this.simAt(now, due);
    for (const race of next) {
      if (due) this.pricedAt.set(race.extRaceId, now);
      const held = this.races.get(race.extRaceId);
      if (!held) {
        this.adopt(race);
        this.emit('event', {
          id: ids.event(race),
          status: race.state === 'final' ? 'final' : 'open',
          startAt: race.startTime,
          updatedAt: this.now,
        });
        continue;
      }
      this.diff(held, race);
      this.races.set(race.extRaceId, race);
    }
    return this.seq - before;
  }

  /**
   * `count` one-tick price moves on random open races' quotes (bench load), as odds frames. With
   * `towardsJump`, races are drawn as often as a Saturday's market changes them
   * (fake-betwatch.change-rate.ts: far more near the jump), else evenly.
   */
  pulse(count: number, random: () => number = Math.random, { towardsJump = false }: { towardsJump?: boolean } = {}): FakeFrame[] {
    const open = [...this.races.values()].filter(
      (race) => race.state === 'open',
    );
    const pick = towardsJump ? weightedPicker(open, (race) => raceFramesPerSecond(race, this.clockMs), random) : () => open[Math.floor(random() * open.length)];
    const sent: FakeFrame[] = [];
    for (let i = 0; i < count && open.length > 0; i += 1) {
      const race = pick();
      const runners = race.runners.filter(
        (runner) => !runner.scratched && runner.prices.length > 0,
      );
      if (runners.length === 0) continue;
      const runner = runners[Math.floor(random() * runners.length)];
      const index = Math.floor(random() * runner.prices.length);
      const quote = runner.prices[index];
      const win = Math.max(
        1.01,
        Math.round(quote.win * (random() < 0.5 ? 0.98 : 1.02) * 100) / 100,
      );
      runner.prices[index] = {
        ...quote,
        win: win === quote.win ? win + 0.01 : win,
      };
      sent.push(...this.quoteFrames(race, runner, runner.prices[index], true));
    }
    return sent;
  }

  /** Sets one book's win price on one runner (a probe the tests and the bench follow). */
  setWin(
    extRaceId: string,
    runnerNumber: number,
    bookmaker: string,
    win: number,
  ): FakeFrame[] {
    const race = this.races.get(extRaceId);
    const runner = race?.runners.find(
      (candidate) => candidate.number === runnerNumber,
    );
    const index =
      runner?.prices.findIndex((quote) => quote.bookmaker === bookmaker) ?? -1;
    if (!race || !runner || index < 0) return [];
    runner.prices[index] = { ...runner.prices[index], win };
    return this.quoteFrames(race, runner, runner.prices[index], true);
  }

  /**
   * Sets one book's win price as `setWin` does, but sends no frame (a frame lost on Betwatch's
   * side): only a snapshot shows it, as the drift check reads one.
   */
  setWinUnannounced(
    extRaceId: string,
    runnerNumber: number,
    bookmaker: string,
    win: number,
  ): boolean {
    const race = this.races.get(extRaceId);
    const runner = race?.runners.find((candidate) => candidate.number === runnerNumber);
    const index = runner?.prices.findIndex((quote) => quote.bookmaker === bookmaker) ?? -1;
    if (!race || !runner || index < 0) return false;
    runner.prices[index] = { ...runner.prices[index], win };
    this.setQuote(race, runner, runner.prices[index], true);
    return true;
  }

  private adopt(race: SnapshotRace): void {
    this.races.set(race.extRaceId, race);
    for (const runner of race.runners) {
      for (const quote of runner.prices)
        this.setQuote(race, runner, quote, false);
      if (runner.exchange)
        for (const row of exchangeOdds(
          race,
          runner,
          runner.exchange,
          this.times(null),
        ))
          this.odds.set(row.id, row);
    }
  }

  private diff(held: SnapshotRace, race: SnapshotRace): void {
    if (held.state !== race.state || held.startTime !== race.startTime) {
      const status = race.state === 'open' ? 'open' : race.state;
      this.emit('event', {
        id: ids.event(race),
        status,
        startAt: race.startTime,
        updatedAt: this.now,
      });
    }
    const near = Date.parse(race.startTime) - this.clockMs < this.horizonMs;
    const read = new Set<string>();
    race.runners.forEach((runner, index) => {
      const before = held.runners[index];
      if (before && before.scratched !== runner.scratched)
        this.emit('entrant', entrantOf(race, runner, this.now));
      const was = new Map(
        (before?.prices ?? []).map((quote) => [quote.bookmaker, quote]),
      );
      for (const quote of runner.prices) {
        const old = was.get(quote.bookmaker);
        was.delete(quote.bookmaker);
        const moved =
          !old ||
          old.win !== quote.win ||
          (old.place ?? null) !== (quote.place ?? null);
        if (moved) this.quoteFrames(race, runner, quote, true);
        else if (old.lastUpdated !== quote.lastUpdated) {
          this.setQuote(race, runner, quote, false);
          if (near) read.add(quote.bookmaker);
        }
      }
      for (const gone of was.values())
        this.withdraw(
          race,
          runner,
          gone,
          runner.scratched ? 'withdrawn' : 'suspended',
        );
      if (
        runner.exchange &&
        JSON.stringify(runner.exchange) !==
          JSON.stringify(before?.exchange ?? null)
      ) {
        for (const row of exchangeOdds(
          race,
          runner,
          runner.exchange,
          this.times(null),
        )) {
          this.odds.set(row.id, row);
          this.emit('odds', row);
        }
      }
    });
    for (const book of read) {
      const row = coverageOf(race, this.sourceFor(book).id, 'win', this.now);
      this.coverage.set(`${row.marketId}|${row.sourceId}`, row);
      this.emit('coverage', row);
    }
  }

  private quoteFrames(
    race: SnapshotRace,
    runner: SnapshotRunner,
    quote: BookmakerPriceQuote,
    changed: boolean,
  ): FakeFrame[] {
    return this.setQuote(race, runner, quote, changed).map((row) =>
      this.emit('odds', row),
    );
  }

  private setQuote(
    race: SnapshotRace,
    runner: SnapshotRunner,
    quote: BookmakerPriceQuote,
    changed: boolean,
  ): BwOdds[] {
    const rows = bookOdds(
      race,
      runner,
      quote,
      this.times(changed ? null : (quote.lastUpdated ?? null)),
      this.sourceFor(quote.bookmaker),
    );
    for (const row of rows) {
      const held = this.odds.get(row.id);
      // An unchanged price keeps the time it last changed; a read moves only observedAt.
      if (!changed && held && held.price === row.price)
        row.updatedAt = held.updatedAt;
      this.odds.set(row.id, row);
    }
    return rows;
  }

  private withdraw(
    race: SnapshotRace,
    runner: SnapshotRunner,
    quote: BookmakerPriceQuote,
    state: 'withdrawn' | 'suspended',
  ): void {
    for (const row of bookOdds(
      race,
      runner,
      quote,
      this.times(null),
      this.sourceFor(quote.bookmaker),
    )) {
      const { price: _price, ...rest } = row;
      const off: BwOdds = { ...rest, state };
      this.odds.set(off.id, off);
      this.emit('odds', off);
    }
  }

  private times(readAt: string | null): {
    updatedAt: string;
    observedAt: string;
  } {
    const observedAt =
      readAt && Date.parse(readAt) <= this.clockMs
        ? new Date(readAt).toISOString()
        : this.now;
    return { updatedAt: observedAt, observedAt };
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How stale a Saturday race may be left between two steps: races within 15 minutes of the jump
 * (or just run) every step, within an hour every 10 s, the rest once a simulated minute. The
 * simulated market moves in whole market minutes, over a minute of real time until 15 minutes
 * out (market-drift.ts), so nothing is lost but work.
 */
function saturdayRepriceMs(startMs: number, nowMs: number): number {
  const minutes = (startMs - nowMs) / MINUTE;
  if (minutes < 15) return 0;
  return minutes < 60 ? 10_000 : MINUTE;
}

/** Draws items in proportion to `weight` (evenly when every weight is 0). */
function weightedPicker<T>(items: readonly T[], weight: (item: T) => number, random: () => number): () => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) cumulative.push((total += weight(item)));
  if (total === 0) return () => items[Math.floor(random() * items.length)];
  return () => {
    const target = random() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] <= target) lo = mid + 1;
      else hi = mid;
    }
    return items[lo];
  };
}

/** What counts as racing: at least `races` open races starting within `withinMs`. */
interface Racing {
  races: number;
  withinMs: number;
}
const ANY_RACING: Racing = { races: 8, withinMs: 2 * HOUR };

/**
 * Where every pinned race day looks from: a Sunday evening in Sydney (22:00 AEDT), with the
 * evening's meetings open and the day's results behind them, as the suites were written against.
 */
const PIN_FROM_MS = Date.parse('2026-12-06T11:00:00Z');

/**
 * Where a Saturday (`day: 'saturday'`) looks from: the morning, 08:00 AEDT, with the whole card
 * ahead (600+ races within 24 hours: every date races a Saturday's card at that size).
 */
const SATURDAY_PIN_FROM_MS = Date.parse('2026-12-04T21:00:00Z');

/** The first whole hour from `fromMs` at which the simulated market is `racing` (the same on every run). */
function pinnedDayStart(sim: SimulatedMarket, fromMs: number, racing: Racing): number {
  for (let hours = 0; hours < 24; hours += 1) {
    const at = fromMs + hours * HOUR;
    const open = sim
      .snapshotAt(new Date(at), { beforeMs: 0, afterMs: racing.withinMs })
      .races.filter((race) => race.state === 'open');
    if (open.length >= racing.races) return at;
  }
  return fromMs;
}

function shifted(race: SnapshotRace, byMs: number): SnapshotRace {
  const move = (iso: string) => new Date(Date.parse(iso) + byMs).toISOString();
  return {
    ...race,
    startTime: move(race.startTime),
    runners: race.runners.map((runner) => ({
      ...runner,
      prices: runner.prices.map((quote) =>
        quote.lastUpdated
          ? { ...quote, lastUpdated: move(quote.lastUpdated) }
          : quote,
      ),
    })),
  };
}

function cursorOf(epoch: number, seq: number): string {
  return `c${epoch}-${String(seq).padStart(9, '0')}`;
}
