import type {
  BookmakerPriceQuote,
  SnapshotRace,
  SnapshotRunner,
} from '@overlay/domain';
import { SimulatedMarket } from '../../simulated/simulated-market';
import type { BwCoverage, BwOdds } from '../betwatch.types';
import {
  bookOdds,
  coverageOf,
  entrantOf,
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
  /** Races listed from this long before the clock to this long after (defaults 1 h and 4 h). */
  beforeMs?: number;
  afterMs?: number;
  /** Frames kept for resumes; an older cursor answers 409 cursor_expired. */
  maxFrames?: number;
  /** Races starting within this of the clock get coverage frames as their books are read. */
  coverageHorizonMs?: number;
  /**
   * Shift the simulated day so races are running at the start (default true): AU/NZ racing
   * sleeps for hours each night, and a test must not depend on the hour it runs at.
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

  constructor(
    public clockMs: number,
    options: RaceDayOptions = {},
  ) {
    const seed = options.seed ?? 42;
    const afterMs = options.afterMs ?? 4 * HOUR;
    this.sim = new SimulatedMarket(seed, {
      beforeMs: options.beforeMs ?? HOUR,
      afterMs,
    });
    this.maxFrames = options.maxFrames ?? 500_000;
    this.horizonMs = options.coverageHorizonMs ?? 2 * 3_600_000;
    this.offsetMs =
      options.shiftToRacing === false
        ? 0
        : racingOffset(
            seed,
            clockMs,
            options.minOpenRaces === undefined
              ? ANY_RACING
              : { races: options.minOpenRaces, withinMs: afterMs },
          );
    for (const race of this.simAt(clockMs)) this.adopt(race);
  }

  private readonly offsetMs: number;

  /** The simulated races at `clockMs`, their times moved back by the shift. */
  private simAt(clockMs: number): SnapshotRace[] {
    const races = this.sim.snapshotAt(new Date(clockMs + this.offsetMs)).races;
    return this.offsetMs === 0
      ? races
      : races.map((race) => shifted(race, -this.offsetMs));
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

  /** Moves the clock and sends a frame for every change of the simulated market since. */
  advance(ms: number): number {
    const before = this.seq;
    this.clockMs += ms;
    const next = this.simAt(this.clockMs);
    for (const race of next) {
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

  /** `count` one-tick price moves on random open races' quotes (bench load), as odds frames. */
  pulse(count: number, random: () => number = Math.random): FakeFrame[] {
    const open = [...this.races.values()].filter(
      (race) => race.state === 'open',
    );
    const sent: FakeFrame[] = [];
    for (let i = 0; i < count && open.length > 0; i += 1) {
      const race = open[Math.floor(random() * open.length)];
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
      const row = coverageOf(race, sourceOf(book).id, 'win', this.now);
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
    for (const row of bookOdds(race, runner, quote, this.times(null))) {
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

const HOUR = 3_600_000;

/** What counts as racing: at least `races` open races starting within `withinMs`. */
interface Racing {
  races: number;
  withinMs: number;
}
const ANY_RACING: Racing = { races: 8, withinMs: 2 * HOUR };

/** Whole hours to move the simulated clock ahead so that it is `racing`. */
function racingOffset(seed: number, clockMs: number, racing: Racing): number {
  const probe = new SimulatedMarket(seed, { beforeMs: 0, afterMs: racing.withinMs });
  for (let hours = 0; hours < 24; hours += 1) {
    const open = probe
      .snapshotAt(new Date(clockMs + hours * HOUR))
      .races.filter((race) => race.state === 'open');
    if (open.length >= racing.races) return hours * HOUR;
  }
  return 0;
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
