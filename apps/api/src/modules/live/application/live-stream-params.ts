import { LIVE_REFRESH_DEFAULT_MS, LIVE_REFRESH_OPTIONS_MS, LIVE_RETENTION_MAX, LIVE_RETENTION_MIN, LiveError } from '@overlay/domain';
import type { LiveRefreshMs } from '@overlay/domain';

/** What a viewer asked of a live race stream; viewers with equal params share one frame per tick. */
export interface LiveStreamParams {
  /** Active bookmaker names as the list spells them, in list order; null: every bookmaker. */
  books: readonly string[] | null;
  /** Promo retention override as a fraction; null: each promo's own. */
  retention: number | null;
  intervalMs: LiveRefreshMs;
}

/** A query value as one string: Express gives an array for a repeated parameter. */
export function queryText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.map(String).join(',');
  return String(value);
}

/** `books`: a comma list of active bookmakers, any case; an unknown name is a 400. */
export function parseBooks(raw: string | undefined, active: readonly string[]): readonly string[] | null {
  const names = (raw ?? '').split(',').map((name) => name.trim()).filter((name) => name !== '');
  if (names.length === 0) return null;
  const byKey = new Map(active.map((name) => [name.toLowerCase(), name]));
  const chosen = new Set<string>();
  for (const name of names) {
    const known = byKey.get(name.toLowerCase());
    if (known === undefined) throw new LiveError('LIVE_BOOKMAKER_UNKNOWN', `Unknown bookmaker '${name}'`);
    chosen.add(known);
  }
  return active.filter((name) => chosen.has(name));
}

/** `interval`: 1000, 2000 or 5000 ms (docs/product.md §9), default 1000. */
export function parseInterval(raw: string | undefined): LiveRefreshMs {
  if (raw === undefined || raw.trim() === '') return LIVE_REFRESH_DEFAULT_MS;
  const value = LIVE_REFRESH_OPTIONS_MS.find((option) => String(option) === raw.trim());
  if (value === undefined) {
    throw new LiveError('LIVE_INTERVAL_INVALID', `Interval must be 1000, 2000 or 5000 ms (got "${raw}")`);
  }
  return value;
}

/** `retention`: a fraction from 0.40 to 0.90 (the page's 40..90 %, docs/product.md §5); absent: none. */
export function parseRetention(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  const value = /^\s*\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= LIVE_RETENTION_MIN && value <= LIVE_RETENTION_MAX)) {
    throw new LiveError('LIVE_RETENTION_INVALID', `Retention must be a number from 0.40 to 0.90 (got "${raw}")`);
  }
  return value;
}

export function parseLiveStreamParams(query: Record<string, unknown>, activeBooks: readonly string[]): LiveStreamParams {
  return {
    intervalMs: parseInterval(queryText(query.interval)),
    retention: parseRetention(queryText(query.retention)),
    books: parseBooks(queryText(query.books), activeBooks),
  };
}

/** The key of viewers who get the same frames: engine context, retention, books and interval. */
export function liveGroupKey(contextKey: string, params: LiveStreamParams): string {
  return [contextKey, params.retention ?? '-', params.intervalMs, (params.books ?? ['*']).join('\u0000')].join('|');
}
