import type { BookmakerPriceQuote } from '@overlay/domain';
import { LRUCache } from 'lru-cache';

/**
 * Runners remembered: a Saturday holds ~7,700, so two days' with room. A runner forgotten is
 * written whole once, nothing worse.
 */
const REMEMBERED_RUNNERS = 20_000;

/** The fields bookmaker_prices keeps of a quote besides its bookmaker, as numbers (null: NaN). */
const FIELDS = 5;

/**
 * A runner's quotes as committed, compactly (a Saturday's ~174,000 quotes in ~8 MB rather than
 * the ~25 MB their objects hold): bookmaker names and five numbers per quote.
 */
export class KnownQuotes {
  private constructor(
    readonly contentHash: string,
    private readonly bookmakers: readonly string[],
    private readonly values: Float64Array,
  ) {}

  /** Null when a field cannot be held as a number (an unreadable time): such a runner is written whole. */
  static of(contentHash: string, prices: readonly BookmakerPriceQuote[]): KnownQuotes | null {
    const values = new Float64Array(prices.length * FIELDS);
    for (const [index, quote] of prices.entries()) {
      const fields = fieldsOf(quote);
      if (fields === null) return null;
      values.set(fields, index * FIELDS);
    }
    return new KnownQuotes(contentHash, prices.map((quote) => quote.bookmaker), values);
  }

  /** The quotes that differ from the stored one of their bookmaker, and the bookmakers stored but no longer offered. */
  difference(prices: readonly BookmakerPriceQuote[]): { offered: BookmakerPriceQuote[]; dropped: string[] } {
    const stored = new Map(this.bookmakers.map((bookmaker, index) => [bookmaker, index]));
    const offered: BookmakerPriceQuote[] = [];
    for (const quote of prices) {
      const index = stored.get(quote.bookmaker);
      stored.delete(quote.bookmaker);
      if (index === undefined || !this.holds(index, quote)) offered.push(quote);
    }
    return { offered, dropped: [...stored.keys()] };
  }

  private holds(index: number, quote: BookmakerPriceQuote): boolean {
    const fields = fieldsOf(quote);
    if (fields === null) return false;
    return fields.every((value, field) => sameNumber(value, this.values[index * FIELDS + field]));
  }
}

/**
 * The bookmaker quotes this process last committed per runner, with the content hash stored beside
 * them (docs/architecture.md §3, "Writing only the quotes that changed"). While the stored hash is
 * still the one remembered, the stored quotes are these: every write of a runner's quotes stores
 * its hash, or null, in the same transaction, whichever process or instance wrote it, and a hash
 * covers every stored field of every quote. So a changed runner then sends only the quotes that
 * differ from these, and deletes by name those it no longer has, instead of all of them.
 */
export class WrittenQuotes {
  private readonly runners = new LRUCache<string, KnownQuotes>({ max: REMEMBERED_RUNNERS });

  /** The quotes stored for the runner, when its stored hash is the one remembered with them. */
  stored(raceExtId: string, runnerExtId: string, storedHash: string | null): KnownQuotes | null {
    if (storedHash === null) return null;
    const known = this.runners.get(key(raceExtId, runnerExtId));
    return known?.contentHash === storedHash ? known : null;
  }

  /** After a commit: the runner now holds these quotes under this hash (none given: forgotten). */
  remember(raceExtId: string, runnerExtId: string, contentHash: string | null, prices: readonly BookmakerPriceQuote[]): void {
    const known = contentHash === null ? null : KnownQuotes.of(contentHash, prices);
    if (known) this.runners.set(key(raceExtId, runnerExtId), known);
    else this.runners.delete(key(raceExtId, runnerExtId));
  }
}

function key(raceExtId: string, runnerExtId: string): string {
  return `${raceExtId}\u0000${runnerExtId}`;
}

/** win, place, placeK, boostedFrom and lastUpdated (its instant, as stored) as numbers; null: unreadable. */
function fieldsOf(quote: BookmakerPriceQuote): number[] | null {
  const updated = quote.lastUpdated == null ? Number.NaN : Date.parse(quote.lastUpdated);
  if (quote.lastUpdated != null && Number.isNaN(updated)) return null;
  return [quote.win, quote.place ?? Number.NaN, quote.placeK ?? Number.NaN, quote.boostedFrom ?? Number.NaN, updated];
}

/** Equal numbers, or both absent (NaN). */
function sameNumber(a: number, b: number): boolean {
  return a === b || (Number.isNaN(a) && Number.isNaN(b));
}
