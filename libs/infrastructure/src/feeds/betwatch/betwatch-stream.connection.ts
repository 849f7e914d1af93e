import type { BetwatchApiClient } from './betwatch-api.client';
import { BetwatchApiError } from './betwatch-api.error';
import { frameOf } from './betwatch-frames';
import type { StreamFrame } from './betwatch-frames';
import { SseDecoder } from './sse-decoder';
import type { BwStreamContinuation } from './betwatch.types';
import { streamQuery } from './betwatch-bootstrap';

/** The server asked for a new bootstrap (`resync`, `incomplete_snapshot`, a 409 on the cursor). */
export class ResyncRequired extends Error {
  constructor(readonly reason: string) {
    super(`Betwatch asked for a new bootstrap (${reason})`);
    this.name = 'ResyncRequired';
  }
}

/**
 * Keepalive pings arrive about every 15 s; a stream silent for this long is dead though its
 * socket looks open (the SDK waits 120 s, for a `snapshot=full` bootstrap we never use).
 */
const STREAM_SILENCE_MS = 60_000;

export interface ConnectionHandlers {
  /** Each decoded frame in order; the cursor is the frame's id once it returns. */
  onFrame(frame: Exclude<StreamFrame, null>): void;
  /** The stream answered 200 and is open. */
  onOpen(): void;
}

/**
 * One connection to `/v1/stream`, resuming at `cursor` (sent as `Last-Event-ID`, with the
 * continuation's filters and `snapshot=none`). Resolves when the server ends the stream or the
 * connection drops (a frame cut off mid-way is never applied: the decoder dispatches whole
 * frames only), rejects with ResyncRequired on `resync`, with BetwatchApiError for a refusal
 * or an `error` frame, and ends when `signal` aborts.
 */
export async function followStream(
  api: BetwatchApiClient,
  continuation: BwStreamContinuation,
  cursor: string,
  signal: AbortSignal,
  handlers: ConnectionHandlers,
  silenceMs = STREAM_SILENCE_MS,
): Promise<'ended' | 'dropped' | 'silent'> {
  const connection = new AbortController();
  const abort = () => connection.abort();
  signal.addEventListener('abort', abort, { once: true });
  let silent = false;
  let watchdog: NodeJS.Timeout | null = null;
  const feedWatchdog = () => {
    if (watchdog) clearTimeout(watchdog);
    watchdog = setTimeout(() => {
      silent = true;
      connection.abort();
    }, silenceMs);
    watchdog.unref();
  };
  try {
    let response: Response;
    try {
      response = await api.openStream(
        streamQuery(continuation),
        cursor,
        connection.signal,
      );
    } catch (error) {
      if (
        error instanceof BetwatchApiError &&
        (error.status === 409 || error.code.startsWith('cursor_'))
      ) {
        throw new ResyncRequired(error.code);
      }
      throw error;
    }
    handlers.onOpen();
    feedWatchdog();
    const reader = response.body?.getReader();
    if (!reader) return 'ended';
    const decoder = new SseDecoder();
    for (;;) {
      let chunk: { done: boolean; value?: Uint8Array };
      try {
        chunk = await reader.read();
      } catch {
        if (signal.aborted) return 'ended';
        return silent ? 'silent' : 'dropped';
      }
      if (chunk.done) return 'ended';
      feedWatchdog();
      for (const sse of decoder.push(chunk.value ?? new Uint8Array())) {
        const frame = frameOf(sse);
        if (frame === null) continue;
        if (frame.type === 'resync') throw new ResyncRequired(frame.reason);
        if (frame.type === 'error') {
          throw new BetwatchApiError(
            `Betwatch stream error ${frame.code}: ${frame.detail}`,
            { status: null, code: frame.code, retryable: true },
          );
        }
        handlers.onFrame(frame);
      }
    }
  } finally {
    if (watchdog) clearTimeout(watchdog);
    signal.removeEventListener('abort', abort);
    connection.abort();
  }
}
