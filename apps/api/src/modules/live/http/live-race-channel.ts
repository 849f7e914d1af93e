import type { LiveConnectedMessage, LiveRow, LiveTickMessage, RaceMarket } from '@overlay/domain';
import { liveTracking } from '@overlay/domain';
import { dataFrame, SseHub, traceStream } from '@overlay/infrastructure';
import type { SseFrame, SseIdentity } from '@overlay/infrastructure';
import type { ServerResponse } from 'node:http';
import type { ViewerContext } from '../../valuation';
import { connectedMessage, rowsAsOfNow, rowsForBooks, tickMessage } from '../application/live-messages';
import type { TickMarket } from '../application/live-messages';
import { LiveRowsComputation } from '../application/live-rows.computation';
import { liveGroupKey } from '../application/live-stream-params';
import type { LiveStreamParams } from '../application/live-stream-params';

/** A stream that stops reading is dropped past this many unsent bytes (a tick is a few kB). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Viewers of one race with the same context and params: one frame per tick for all of them. */
interface ViewerGroup {
  key: string;
  params: LiveStreamParams;
  contextKey: string;
  /** Any viewer of the group: they share the engine context, so one stands for all. */
  viewerId: string;
  streams: SseHub;
  previous: LiveRow[] | null;
}

/** What a tick needs for a viewer: the race and that viewer's engine context. */
export type LoadRace = (
  viewerId: string,
) => Promise<{ race: RaceMarket; viewer: ViewerContext; lastUpdated?: string | null; market?: TickMarket } | null>;

/**
 * The viewers of one race on this instance. Each tick of an interval values the race once per
 * (engine context, retention) (LiveRowsComputation, shared across intervals too), then builds and
 * serialises one frame per viewer group and writes its bytes to every stream of the group. A
 * closed race gets its last tick, then its streams end.
 */
export class LiveRaceChannel {
  readonly computation = new LiveRowsComputation();
  private readonly groups = new Map<string, ViewerGroup>();
  private readonly ticking = new Set<number>();
  /** Intervals whose running tick a change came after (they tick once more). */
  private readonly changedMeanwhile = new Set<number>();
  startTime: string;

  constructor(
    readonly extRaceId: string,
    race: RaceMarket,
    /** Told of every fresh computation (the fair price history records it). */
    private readonly computed: (rows: readonly LiveRow[], at: Date) => void = () => undefined,
  ) {
    this.startTime = race.startTime;
  }

  get viewers(): number {
    let count = 0;
    for (const group of this.groups.values()) count += group.streams.size;
    return count;
  }

  /** The intervals some viewer asked for, fastest first. */
  get intervals(): number[] {
    const intervals = new Set<number>();
    for (const group of this.groups.values()) if (group.streams.size > 0) intervals.add(group.params.intervalMs);
    return [...intervals].sort((a, b) => a - b);
  }

  /** Adds a viewer and sends it the `connected` message (then ticks come with its group). */
  connect(res: ServerResponse, identity: SseIdentity, params: LiveStreamParams, race: RaceMarket, viewer: ViewerContext, now: Date): void {
    const key = liveGroupKey(viewer.key, params);
    let group = this.groups.get(key);
    if (!group) {
      group = { key, params, contextKey: viewer.key, viewerId: identity.userId, streams: newStreams(), previous: null };
      this.groups.set(key, group);
    }
    group.streams.connect(res, identity);
    res.write(liveFrame(connectedMessage(race, now, liveTracking(race, now.getTime()))).bytes);
  }

  /**
   * One tick of the groups at `intervalMs`. A beat that comes while a tick of the interval still
   * runs is skipped; a change (`changed`) is not: the running tick may have read the race before
   * it, so one more tick follows it.
   */
  async tick(intervalMs: number, load: LoadRace, now: () => Date, changed = false): Promise<void> {
    if (this.ticking.has(intervalMs)) {
      traceStream('skipped', this.extRaceId, { intervalMs, changed });
      if (changed) this.changedMeanwhile.add(intervalMs);
      return;
    }
    this.ticking.add(intervalMs);
    try {
      do {
        this.changedMeanwhile.delete(intervalMs);
        for (const group of [...this.groups.values()]) {
          if (group.streams.size === 0) this.groups.delete(group.key);
          else if (group.params.intervalMs === intervalMs) await this.tickGroup(group, load, now);
        }
      } while (this.changedMeanwhile.has(intervalMs));
    } finally {
      this.ticking.delete(intervalMs);
    }
  }

  private async tickGroup(group: ViewerGroup, load: LoadRace, now: () => Date): Promise<void> {
    const loaded = await load(group.viewerId);
    if (!loaded) return;
    const { race, viewer, lastUpdated, market = null } = loaded;
    this.startTime = race.startTime;
    const at = now();
    const before = this.computation.count;
    const computed = this.computation.rows(race, viewer.context, group.contextKey, group.params.retention);
    if (this.computation.count !== before) this.computed(computed.rows, at);
    const rows = rowsAsOfNow(rowsForBooks(computed.rows, group.params.books), market, at);
    const message = tickMessage(
      race,
      at,
      liveTracking(race, at.getTime()),
      computed,
      rows,
      group.previous,
      lastUpdated ?? null,
      market,
      group.params.retention,
    );
    group.previous = rows;
    group.streams.send(liveFrame(message));
    traceStream('pushed', this.extRaceId, { intervalMs: group.params.intervalMs });
    if (message.marketState === 'closed') {
      group.streams.closeStreams();
      this.groups.delete(group.key);
    }
  }

  closeSession(sessionId: string): void {
    for (const group of this.groups.values()) group.streams.closeSession(sessionId);
  }

  closeUser(userId: string): void {
    for (const group of this.groups.values()) group.streams.closeUser(userId);
  }

  closeAll(reconnectMs?: () => number): void {
    for (const group of this.groups.values()) group.streams.closeAll(reconnectMs);
    this.groups.clear();
  }
}

/** Serialised once per group and tick, then written as is to every viewer of the group. */
const liveFrame = (message: LiveConnectedMessage | LiveTickMessage): SseFrame => dataFrame(message);

function newStreams(): SseHub {
  return new SseHub({
    // Ticks come at least every 5 s: no heartbeat needed.
    heartbeatMs: 60_000,
    replayCapacity: 1,
    maxBufferedBytes: MAX_BUFFERED_BYTES,
    retryMs: 3000,
    resync: () => ({ type: 'tick', data: null }),
  });
}
