import type { BetwatchApiClient } from './betwatch-api.client';
import type { BetwatchScope } from './betwatch-bootstrap';
import type { BetwatchMarket, QuoteCell } from './betwatch-market';
import type { BwScopeSnapshot } from './betwatch.types';

/** Races compared per check: one `/v1/snapshot` page, the races nearest their jump. */
const DRIFT_PAGE_SIZE = 50;
/** A quote the provider changed this shortly before the check may still be on its way as a frame. */
const IN_FLIGHT_MS = 10_000;
/** Drifted quotes logged one by one per check; beyond, one line says how many more. */
const LOGGED_PER_CHECK = 20;

/** One quote the held market had wrong, as the log tells it. */
export interface DriftedQuote {
  raceId: string;
  /** `${entrantId}|${win|place}|${sourceId}`. */
  quote: string;
  held: string;
  provider: string;
}

export interface DriftHooks {
  now: () => number;
  log: (level: 'log' | 'warn', message: string) => void;
}

/**
 * The market checks itself (docs/feeds.md, drift): reads one snapshot page of the races nearest
 * their jump and compares it with what the stream built. A quote the page has and the market
 * lacks or holds at another price or state, or one the market holds that the page no longer lists,
 * is drift: counted, logged with the quote, and healed (the page replaces those races, keeping
 * what frames applied after it was asked for). A quote the provider changed within IN_FLIGHT_MS
 * of the check is not counted: its frame may be on the way.
 */
export async function checkDrift(
  api: BetwatchApiClient,
  market: BetwatchMarket,
  scope: BetwatchScope,
  hooks: DriftHooks,
): Promise<DriftedQuote[]> {
  const askedMs = hooks.now();
  const since = market.mark();
  const page = await api.get<BwScopeSnapshot>(
    '/v1/snapshot',
    {
      sport: scope.sports,
      country: scope.countries,
      startFrom: new Date(askedMs).toISOString(),
      startTo: scope.startTo,
      limit: DRIFT_PAGE_SIZE,
    },
    { maxRetries: 1 },
  );
  const before = new Map<string, Map<string, QuoteCell>>();
  for (const event of page.events ?? []) {
    const race = market.races.get(event.id);
    if (race) before.set(event.id, new Map(race.quotes));
  }
  market.applySnapshot(page, since);
  const drifted: DriftedQuote[] = [];
  for (const [raceId, held] of before) {
    const now: ReadonlyMap<string, QuoteCell> = new Map(market.races.get(raceId)?.quotes ?? []);
    for (const key of new Set([...held.keys(), ...now.keys()])) {
      const was = held.get(key);
      const is = now.get(key);
      // The same cell: the page changed nothing (a frame newer than the page stays as it is).
      if (was === is || (was && is && sameOffer(was, is))) continue;
      if (is && is.updatedMs > askedMs - IN_FLIGHT_MS) continue;
      drifted.push({ raceId, quote: key, held: describe(was), provider: describe(is) });
    }
  }
  drifted.slice(0, LOGGED_PER_CHECK).forEach((drift) =>
    hooks.log(
      'warn',
      `Betwatch drift healed: race ${drift.raceId} quote ${drift.quote} held ${drift.held}, Betwatch has ${drift.provider}`,
    ),
  );
  if (drifted.length > LOGGED_PER_CHECK)
    hooks.log('warn', `Betwatch drift healed: ${drifted.length - LOGGED_PER_CHECK} more quotes in this check`);
  return drifted;
}

function sameOffer(a: QuoteCell, b: QuoteCell): boolean {
  return a.state === b.state && a.price === b.price && JSON.stringify(a.exchange) === JSON.stringify(b.exchange);
}

function describe(cell: QuoteCell | undefined): string {
  if (!cell) return 'nothing';
  if (cell.state !== 'available') return cell.state;
  if (cell.price !== null) return `$${cell.price}`;
  const back = cell.exchange?.back?.[0]?.price;
  const lay = cell.exchange?.lay?.[0]?.price;
  return `back ${back ?? '-'} / lay ${lay ?? '-'}`;
}
