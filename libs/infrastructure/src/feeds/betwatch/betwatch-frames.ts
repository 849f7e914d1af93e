import type { ServerSentEvent } from './sse-decoder';
import type {
  BwCoverage,
  BwEntrant,
  BwMarket,
  BwOdds,
  BwOddsSet,
  BwOutcome,
  BwStreamEvent,
} from './betwatch.types';

/** A stream frame the market applies (every data frame names its cursor, the SSE id). */
export type DataFrame =
  | { type: 'event'; cursor: string; data: BwStreamEvent }
  | { type: 'entrant'; cursor: string; data: BwEntrant }
  | { type: 'market'; cursor: string; data: BwMarket }
  | { type: 'outcome'; cursor: string; data: BwOutcome }
  | { type: 'odds'; cursor: string; data: BwOdds }
  | { type: 'odds_set'; cursor: string; data: BwOddsSet }
  | { type: 'coverage'; cursor: string; data: BwCoverage };

/** What one decoded server-sent event means to the client. */
export type StreamFrame =
  | DataFrame
  /** ready, sync, ping and frames newer than this client: only the cursor moves. */
  | { type: 'control'; cursor: string; name: string }
  | { type: 'resync'; cursor: string; reason: string }
  | { type: 'error'; cursor: string; code: string; detail: string }
  /** Broken against the contract: counted and skipped (its cursor still moves on). */
  | { type: 'malformed'; cursor: string | null; name: string; reason: string }
  | null;

type Shape = Record<string, 'string' | 'number' | 'boolean' | 'object'>;

// The required fields the adapter reads, per frame (the contract's `required` lists, less the
// ones it ignores). A frame missing one is malformed: applying half a quote is worse than none.
const REQUIRED: Record<DataFrame['type'], Shape> = {
  event: { id: 'string', status: 'string', startAt: 'string' },
  entrant: {
    id: 'string',
    eventId: 'string',
    name: 'string',
    scratched: 'boolean',
    racing: 'object',
  },
  market: { id: 'string', eventId: 'string', key: 'string' },
  outcome: { id: 'string', marketId: 'string' },
  odds: {
    eventId: 'string',
    marketId: 'string',
    outcomeId: 'string',
    source: 'object',
    state: 'string',
  },
  odds_set: { eventId: 'string', marketId: 'string', items: 'object' },
  coverage: {
    eventId: 'string',
    marketId: 'string',
    sourceId: 'string',
    observedAt: 'string',
  },
};

const CONTROL = new Set(['ready', 'sync', 'ping']);

/**
 * The Betwatch stream policy for one server-sent event (as the SDK's `frame_from_sse`): named
 * frames need an id (the cursor); `ping`, `ready` and `sync` only move the cursor; `resync` and an
 * `error` of `incomplete_snapshot` mean bootstrap again; unknown names are ignored (the contract
 * only grows); a known frame that breaks its shape is malformed, never half applied.
 */
export function frameOf(sse: ServerSentEvent): StreamFrame {
  if (sse.event === null) return null;
  const name = sse.event;
  if (!sse.id)
    return {
      type: 'malformed',
      cursor: null,
      name,
      reason: 'a named frame needs an SSE id',
    };
  const cursor = sse.id;
  let payload: unknown;
  try {
    payload = JSON.parse(sse.data);
  } catch {
    return { type: 'malformed', cursor, name, reason: 'data is not JSON' };
  }
  if (typeof payload !== 'object' || payload === null) {
    return { type: 'malformed', cursor, name, reason: 'data is not an object' };
  }
  const body = payload as Record<string, unknown>;
  if (CONTROL.has(name)) return { type: 'control', cursor, name };
  if (name === 'resync')
    return {
      type: 'resync',
      cursor,
      reason: String(body['reason'] ?? 'resync'),
    };
  if (name === 'error') {
    const code = String(body['code'] ?? 'unknown');
    if (code === 'incomplete_snapshot')
      return { type: 'resync', cursor, reason: code };
    return {
      type: 'error',
      cursor,
      code,
      detail: String(body['detail'] ?? ''),
    };
  }
  if (!(name in REQUIRED)) return { type: 'control', cursor, name };
  const type = name as DataFrame['type'];
  const missing = missingField(body, REQUIRED[type]);
  if (missing)
    return {
      type: 'malformed',
      cursor,
      name,
      reason: `${missing} is missing or of the wrong type`,
    };
  if (type === 'odds_set' && !Array.isArray(body['items'])) {
    return { type: 'malformed', cursor, name, reason: 'items is not a list' };
  }
  return { type, cursor, data: body } as unknown as DataFrame;
}

function missingField(
  body: Record<string, unknown>,
  shape: Shape,
): string | null {
  for (const [field, kind] of Object.entries(shape)) {
    const value = body[field];
    if (value === null || typeof value !== kind) return field;
  }
  return null;
}
