import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { FeedStreamStateRepository, StreamTrace } from '@overlay/domain';
import type {
  IngestOutcome,
  MarketChangeBatch,
  SnapshotRace,
} from '@overlay/domain';
import { Clock } from '../../../common/time/clock';
import { IngestSnapshotUseCase } from '../../ingest';
import { FrontOfCard } from './front-of-card';

/**
 * At most this many races per write: a data_refresh then names its races (valuation re-reads
 * those, not the day), and a watched race's change never waits behind more than one such write
 * (docs/feeds.md, latency). The watched races of a batch are a write of their own, before these.
 * 16, not 32: on a Saturday (~300 quotes a race) a part of 32 took 60–110 ms, and writes run one
 * after another, so a watched race's change waited for the part under way (median 77 ms from the
 * frame to its drain at 1,000 frames/s; 20 ms with 16, the opportunities reply unchanged). Tried
 * again once only changed quotes were sent: the back of the card's wait fell ~40 %, but each part's
 * synchronous work doubled and the live page's median went 51 → 107–118 ms, the api's loop p99
 * 16 → 27–28 ms (bench/README.md, "the front of the card").
 */
export const STREAM_WRITE_RACES = 16;

/**
 * The races live pages watch, and how to take their changes from the stream between two writes
 * (`drain`); `take` takes the changes of a part's races just before the part is written.
 */
export interface WatchedLane {
  watched: ReadonlySet<string>;
  drain(only: ReadonlySet<string>): MarketChangeBatch | null;
  take(only: ReadonlySet<string>): MarketChangeBatch | null;
}

const NO_LANE: WatchedLane = { watched: new Set(), drain: () => null, take: () => null };

/**
 * Stores a streamed batch, then its cursor (and the feed's index when it changed): the cursor is
 * written only after the races it covers, so a new leader replays at most a batch (idempotent:
 * unchanged races write nothing) and never skips one. A batch that could not be stored is kept
 * and merged into the next (its races are the latest state of those races).
 *
 * A batch of many races is written in parts of STREAM_WRITE_RACES, after a part of the races
 * live pages watch (their viewers wait for one small write, not for a whole part's); before each
 * part, the watched races that changed since are taken from the stream (the `lane`) and written,
 * and leave the parts still to write (theirs is the newer state). So a watched race's change is
 * stored (and announced) within one part's write, however far the rest lags. The other races go
 * nearest their jump first, and each part takes its races' changes since the drain just before
 * it is written (`newest`), so a change waits for the write under way, not for the next batch.
 * The front of the card (FrontOfCard) rides with every such part: a change to a race about to
 * jump waits for one part, not for the cycle (docs/feeds.md, latency).
 */
@Injectable()
export class StoreStreamBatchUseCase {
  private readonly logger = new Logger('StreamMarkets');
  private unsaved: MarketChangeBatch | null = null;
  private readonly front = new FrontOfCard();

  constructor(
    private readonly ingestSnapshot: IngestSnapshotUseCase,
    private readonly positions: FeedStreamStateRepository,
    private readonly clock: Clock,
    @Optional() @Inject(StreamTrace) private readonly trace: StreamTrace | null = null,
  ) {}

  /** Writes only the watched races changed since the last write (between two whole batches). */
  async executeWatched(source: string, lane: WatchedLane): Promise<void> {
    await this.execute(source, null, lane);
  }

  async execute(
    source: string,
    drained: MarketChangeBatch | null,
    lane: WatchedLane = NO_LANE,
  ): Promise<IngestOutcome | null> {
    const merged = merge(this.unsaved, drained);
    if (!merged) {
      await this.storeWatched(source, null, [], lane);
      return null;
    }
    const watched = merged.races.filter((race) => lane.watched.has(race.extRaceId));
    const others = soonestFirst(merged.races.filter((race) => !lane.watched.has(race.extRaceId)));
    const batch = { ...merged, races: [...watched, ...others] };
    this.unsaved = batch;
    // A bootstrap is one write (its data_refresh says `full`); else the watched races alone first.
    const parts = batch.bootstrap
      ? [batch.races]
      : [...(watched.length > 0 ? [watched] : []), ...chunks(others)];
    const front = this.front.update(others, this.clock.now().getTime(), lane.watched);
    let remaining = batch.races;
    let outcome: IngestOutcome | null = null;
    for (const part of parts) {
      // The front of the card rides with every part of the other races: its changes since its own write go too.
      const ridesAlong = !batch.bootstrap && part !== watched;
      const ids = new Set([...part.map((race) => race.extRaceId), ...(ridesAlong ? front : [])]);
      if (!batch.bootstrap) {
        remaining = await this.storeWatched(source, batch, remaining, lane);
        remaining = this.newest(batch, remaining, ids, lane);
      }
      const still = remaining.filter((race) => ids.has(race.extRaceId));
      outcome =
        (await this.write(source, { ...batch, races: still })) ?? outcome;
      remaining = remaining.filter((race) => !ids.has(race.extRaceId));
      this.unsaved = { ...batch, races: remaining };
    }
    if (!batch.bootstrap) await this.storeWatched(source, batch, [], lane);
    if (batch.cursor)
      await this.positions.savePosition(
        source,
        batch.cursor,
        this.clock.now(),
        batch.index,
      );
    this.unsaved = null;
    return outcome;
  }

  /**
   * The races still to write, with those of the part about to be written taken again from the
   * stream when they changed since the batch was drained: the part stores its races as they are
   * now, not as they were up to a cycle ago (kept before writing, as the watched ones are). A
   * front race already written comes back when it changed since.
   */
  private newest(
    batch: MarketChangeBatch,
    remaining: SnapshotRace[],
    part: ReadonlySet<string>,
    lane: WatchedLane,
  ): SnapshotRace[] {
    const newer = part.size > 0 ? lane.take(part) : null;
    if (!newer || newer.races.length === 0) return remaining;
    const byId = new Map(newer.races.map((race) => [race.extRaceId, race]));
    const held = new Set(remaining.map((race) => race.extRaceId));
    const races = [
      ...remaining.map((race) => byId.get(race.extRaceId) ?? race),
      ...newer.races.filter((race) => !held.has(race.extRaceId)),
    ];
    this.unsaved = { ...batch, races };
    return races;
  }

  /** Writes the watched races changed since (kept for the next batch if that fails); the rest, less them. */
  private async storeWatched(
    source: string,
    batch: MarketChangeBatch | null,
    remaining: SnapshotRace[],
    lane: WatchedLane,
  ): Promise<SnapshotRace[]> {
    const watched = lane.watched.size > 0 ? lane.drain(lane.watched) : null;
    if (!watched || watched.races.length === 0) return remaining;
    const ids = new Set(watched.races.map((race) => race.extRaceId));
    const rest = remaining.filter((race) => !ids.has(race.extRaceId));
    const left = batch ? { ...batch, races: rest } : null;
    // Kept before writing: should the write fail, the next batch carries these newer states.
    this.unsaved = merge(left, { ...watched, bootstrap: false });
    await this.write(source, watched);
    this.unsaved = left;
    return rest;
  }

  private async write(
    source: string,
    batch: MarketChangeBatch,
  ): Promise<IngestOutcome | null> {
    if (batch.races.length === 0) return null;
    const started = performance.now();
    const outcome = await this.ingestSnapshot.executeBatch(
      source,
      batch,
      this.clock.now(),
    );
    if (this.trace?.traces(undefined)) {
      this.trace.record(
        'stored',
        batch.races.map((race) => race.extRaceId),
        { races: batch.races.length, ms: Math.round(performance.now() - started) },
      );
    }
    if (outcome.refused.length > 0)
      this.logger.warn(
        `Stream batch: ${outcome.refused.length} races refused (${outcome.refused[0]})`,
      );
    return outcome;
  }
}

/** The races nearest their jump first: their changes are the ones punters act on (docs/feeds.md, latency). */
function soonestFirst(races: SnapshotRace[]): SnapshotRace[] {
  // Each start parsed once, not once per comparison (a Saturday's drain sorts ~600 races).
  const startMs = new Map(races.map((race) => [race, Date.parse(race.startTime)]));
  return races.sort((a, b) => (startMs.get(a) as number) - (startMs.get(b) as number));
}

function chunks(races: SnapshotRace[]): SnapshotRace[][] {
  const parts: SnapshotRace[][] = [];
  for (let i = 0; i < races.length; i += STREAM_WRITE_RACES)
    parts.push(races.slice(i, i + STREAM_WRITE_RACES));
  return parts;
}

/** Two batches as one: the later race states win, the later cursor and index. */
function merge(
  earlier: MarketChangeBatch | null,
  later: MarketChangeBatch | null,
): MarketChangeBatch | null {
  if (!earlier || !later) return later ?? earlier;
  const races = new Map(earlier.races.map((race) => [race.extRaceId, race]));
  for (const race of later.races) races.set(race.extRaceId, race);
  return {
    races: [...races.values()],
    asOf: later.asOf,
    cursor: later.cursor ?? earlier.cursor,
    bootstrap: earlier.bootstrap || later.bootstrap,
    index: later.index ?? earlier.index,
    ...((later.sources ?? earlier.sources) ? { sources: later.sources ?? earlier.sources } : {}),
  };
}
