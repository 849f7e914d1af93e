import { LIVE_REFRESH_DEFAULT_MS, LiveError } from '@overlay/domain';
import type { LiveRefreshMs } from '@overlay/domain';

/** What a viewer asked of a live race stream; viewers with equal params share one frame per tick. */
export interface LiveStreamParams {
  /** Active bookmaker names as the list spells them, in list order; null: every bookmaker. */
  books: readonly string[] | null;
  /** Promo retention override as a fraction; null: each promo's own. */
  retention: number | null;
  intervalMs: LiveRefreshMs;
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

/** The checked query of a live stream (`dto/live-query.request.dto.ts`): absent fields take their defaults. */
export interface LiveStreamQueryValues {
  interval?: LiveRefreshMs;
  retention?: number;
  books?: string;
}

export function parseLiveStreamParams(query: LiveStreamQueryValues, activeBooks: readonly string[]): LiveStreamParams {
  return {
    intervalMs: query.interval ?? LIVE_REFRESH_DEFAULT_MS,
    retention: query.retention ?? null,
    books: parseBooks(query.books, activeBooks),
  };
}

/** The key of viewers who get the same frames: engine context, retention, books and interval. */
export function liveGroupKey(contextKey: string, params: LiveStreamParams): string {
  return [contextKey, params.retention ?? '-', params.intervalMs, (params.books ?? ['*']).join('\u0000')].join('|');
}
