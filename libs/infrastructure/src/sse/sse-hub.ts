import type { ServerResponse } from 'node:http';
import { ReplayBuffer } from './replay-buffer';
import {
  dataFrame,
  eventFrame,
  HEARTBEAT_FRAME,
  retryFrame,
  type SseFrame,
} from './sse-frame';

/** Who holds a stream: a stream ends when its user is signed out or deactivated. */
export interface SseIdentity {
  userId: string;
  sessionId: string;
}

export interface SseHubOptions {
  heartbeatMs: number;
  replayCapacity: number;
  /** A stream whose unsent bytes pass this is dropped: a stalled browser must not grow memory. */
  maxBufferedBytes: number;
  retryMs: number;
  /** What a stream gets instead of a replay it cannot have (an id from another instance or too old). */
  resync: () => { type: string; data: unknown };
  now?: () => number;
}

interface Stream extends SseIdentity {
  res: ServerResponse;
}

interface Gate {
  lastSentAt: number;
  pending: unknown;
  timer: NodeJS.Timeout | null;
}

/**
 * Server-sent events to many browsers: each event is serialised once and its bytes written to
 * every open response (no per-client Observable: STACK.md pitfall 13). Keeps a bounded replay
 * buffer for Last-Event-ID, heartbeats, per-type coalescing, and drops slow streams.
 */
export class SseHub {
  private readonly streams = new Set<Stream>();
  private readonly replay: ReplayBuffer;
  private readonly gates = new Map<string, Gate>();
  private readonly epoch = Date.now().toString(36);
  private readonly now: () => number;
  private seq = 0;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly options: SseHubOptions) {
    this.replay = new ReplayBuffer(options.replayCapacity);
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.streams.size;
  }

  start(): void {
    this.heartbeat ??= setInterval(
      () => this.broadcast(HEARTBEAT_FRAME),
      this.options.heartbeatMs,
    );
    this.heartbeat.unref();
  }

  /** Opens a stream on `res`, replaying what the browser missed since `lastEventId`. */
  connect(
    res: ServerResponse,
    identity: SseIdentity,
    lastEventId?: string,
  ): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    const stream: Stream = { ...identity, res };
    this.streams.add(stream);
    res.on('close', () => this.streams.delete(stream));
    this.write(stream, retryFrame(this.options.retryMs));
    if (lastEventId) this.catchUp(stream, lastEventId);
  }

  /** Sends an event to every stream now (never coalesced, always kept for replay). */
  publish(type: string, data: unknown): void {
    this.seq += 1;
    const frame = eventFrame(`${this.epoch}-${this.seq}`, type, data, this.seq);
    this.replay.push(frame);
    this.broadcast(frame);
  }

  /**
   * Sends at most one event of `type` per `intervalMs`: later ones wait for the interval's end
   * and are merged into one, so a burst of refreshes reaches a browser as a single event.
   */
  publishCoalesced<T>(
    type: string,
    data: T,
    intervalMs: number,
    merge: (a: T, b: T) => T,
  ): void {
    const gate = this.gates.get(type) ?? {
      lastSentAt: -Infinity,
      pending: undefined,
      timer: null,
    };
    this.gates.set(type, gate);
    gate.pending =
      gate.pending === undefined ? data : merge(gate.pending as T, data);
    if (gate.timer) return;
    const wait = gate.lastSentAt + intervalMs - this.now();
    const flush = () => {
      gate.timer = null;
      gate.lastSentAt = this.now();
      const pending = gate.pending;
      gate.pending = undefined;
      this.publish(type, pending);
    };
    if (wait <= 0) flush();
    else gate.timer = setTimeout(flush, wait);
  }

  /**
   * Writes an already serialised frame to every stream as it is (not numbered, not kept for
   * replay): streams whose messages are not `{type, data}` events, such as live race ticks.
   */
  send(frame: SseFrame): void {
    this.broadcast(frame);
  }

  /**
   * Sends an event `{type, data}` to the streams of one user only, without an id and not kept for
   * replay: a private nudge (their bets changed) that other users must not see; a browser that
   * missed it reloads on reconnect anyway.
   */
  sendToUser(userId: string, type: string, data: unknown): void {
    const frame = dataFrame({ type, data });
    for (const stream of this.streams)
      if (stream.userId === userId) this.write(stream, frame);
  }

  /** Ends every stream of a user (logout everywhere, deactivation). */
  closeUser(userId: string): number {
    return this.closeWhere((stream) => stream.userId === userId);
  }

  /** Ends the streams of one session (logout). */
  closeSession(sessionId: string): number {
    return this.closeWhere((stream) => stream.sessionId === sessionId);
  }

  /** Ends every stream; the hub stays open for new ones (they reconnect and sign in again). */
  closeStreams(): number {
    return this.closeWhere(() => true);
  }

  /**
   * Ends every stream and stops the timers (shutdown). With `reconnectMs`, each stream first gets
   * a `retry:` of that many ms: its browser comes back that soon, through the proxy, to another
   * instance (docs/operations.md §7).
   */
  closeAll(reconnectMs?: () => number): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const gate of this.gates.values())
      if (gate.timer) clearTimeout(gate.timer);
    this.gates.clear();
    if (reconnectMs)
      for (const stream of this.streams)
        this.write(stream, retryFrame(reconnectMs()));
    this.closeWhere(() => true);
  }

  private catchUp(stream: Stream, lastEventId: string): void {
    const [epoch, seqText] = lastEventId.split('-');
    const seq = Number(seqText);
    const missed =
      epoch === this.epoch && Number.isInteger(seq)
        ? this.replay.after(seq)
        : null;
    if (missed) {
      for (const frame of missed) this.write(stream, frame);
      return;
    }
    const { type, data } = this.options.resync();
    this.write(
      stream,
      eventFrame(`${this.epoch}-${this.seq}`, type, data, this.seq),
    );
  }

  private broadcast(frame: SseFrame): void {
    for (const stream of this.streams) this.write(stream, frame);
  }

  private write(stream: Stream, frame: SseFrame): void {
    if (stream.res.destroyed) return;
    stream.res.write(frame.bytes);
    if (stream.res.writableLength > this.options.maxBufferedBytes) {
      this.streams.delete(stream);
      stream.res.destroy();
    }
  }

  private closeWhere(match: (stream: Stream) => boolean): number {
    let closed = 0;
    for (const stream of this.streams) {
      if (!match(stream)) continue;
      this.streams.delete(stream);
      stream.res.end();
      closed += 1;
    }
    return closed;
  }
}
