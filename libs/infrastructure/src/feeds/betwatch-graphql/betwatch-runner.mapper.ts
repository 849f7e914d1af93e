import type { BookmakerPriceQuote, ExchangeQuote } from '@overlay/domain';
import { canonicalBookmaker, isSpecBookmaker } from './betwatch-bookmakers';
import type { BetwatchMappingReport } from './betwatch-mapping.report';
import type {
  BetwatchBetfairMarket,
  BetwatchBetfairTick,
  BetwatchPrice,
  BetwatchRunner,
} from './betwatch.types';

/** Decimal odds from a Betwatch price field; null when absent, suspended (0) or malformed. */
function oddsOf(
  field: BetwatchPrice | string | null | undefined,
  report: BetwatchMappingReport,
): number | null {
  if (field === null || field === undefined) return null;
  if (typeof field === 'string') {
    // The documented quirk: a string where an object belongs. Count it, never crash the refresh.
    report.stringQuotes += 1;
    return null;
  }
  const price =
    typeof field.price === 'string' ? Number(field.price) : field.price;
  return typeof price === 'number' && Number.isFinite(price) && price > 1
    ? price
    : null;
}

/** Epoch ms of an ISO time from the provider; null when absent or unreadable. */
export function timeOf(value: unknown): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * How old a quote is. The book's `lastSuccessfulPriceUpdate` for the race says when Betwatch
 * last read the book's prices: the price stood as of then, however long ago it last changed
 * (a price's own `lastUpdated` may be its last change). Without a link the price's own time is
 * all there is; with neither the quote is as fresh as the snapshot (null).
 */
function quoteTime(
  field: BetwatchPrice | string | null | undefined,
  bookReadAt: number | undefined,
): string | null {
  const own = typeof field === 'object' ? timeOf(field?.lastUpdated) : null;
  const at =
    bookReadAt === undefined
      ? own
      : own === null
        ? bookReadAt
        : Math.max(own, bookReadAt);
  return at === null ? null : new Date(at).toISOString();
}

/**
 * A runner's fixed-odds quotes under spec spellings, one per book. Betwatch gives no place
 * terms with fixedPlace, so `placeK` is the field-size rule passed in (0: no place market).
 * `bookReadAt` holds each book's last successful read for the race (spec spelling → epoch ms).
 */
export function mapBookmakerQuotes(
  runner: BetwatchRunner,
  placeK: number,
  report: BetwatchMappingReport,
  bookReadAt: ReadonlyMap<string, number> = new Map(),
): BookmakerPriceQuote[] {
  const quotes: BookmakerPriceQuote[] = [];
  const seen = new Set<string>();
  for (const market of runner.bookmakerMarkets ?? []) {
    const rawName =
      typeof market?.bookmaker === 'string' ? market.bookmaker.trim() : '';
    if (!rawName) continue;
    const bookmaker = canonicalBookmaker(rawName);
    const win = oddsOf(market.fixedWin, report);
    const place = oddsOf(market.fixedPlace, report);
    if (win === null || seen.has(bookmaker)) continue;
    seen.add(bookmaker);
    if (
      !isSpecBookmaker(rawName) &&
      !report.unknownBookmakers.includes(bookmaker)
    ) {
      report.unknownBookmakers.push(bookmaker);
    }
    const withPlace = place !== null && placeK > 0;
    const lastUpdated = quoteTime(market.fixedWin, bookReadAt.get(bookmaker));
    if (lastUpdated !== null) report.quotesWithAge += 1;
    quotes.push({
      bookmaker,
      win,
      place: withPlace ? place : null,
      placeK: withPlace ? placeK : null,
      boostedFrom: null,
      lastUpdated,
    });
  }
  report.quotesMapped += quotes.length;
  return quotes;
}

function best(
  ticks: BetwatchBetfairTick[] | null | undefined,
  side: 'back' | 'lay',
): number | null {
  const prices = (ticks ?? [])
    .map((tick) => tick?.price)
    .filter(
      (price): price is number =>
        typeof price === 'number' && Number.isFinite(price) && price > 1,
    );
  if (prices.length === 0) return null;
  // Best to back is the highest price on offer; best to lay the lowest.
  return side === 'back' ? Math.max(...prices) : Math.min(...prices);
}

/** What is on offer at the best price of a side (summed over its levels at that price), or null when Betfair gives no size. */
function sizeAt(
  ticks: BetwatchBetfairTick[] | null | undefined,
  price: number | null,
): number | null {
  if (price === null) return null;
  let size: number | null = null;
  for (const tick of ticks ?? []) {
    const amount = tick?.size;
    if (
      tick?.price === price &&
      typeof amount === 'number' &&
      Number.isFinite(amount) &&
      amount >= 0
    )
      size = (size ?? 0) + amount;
  }
  return size;
}

/** Which of a runner's Betfair markets is the win and which the place market. */
function splitBetfairMarkets(
  markets: BetwatchBetfairMarket[],
  mapping: { win?: string | null; place?: string | null } | null | undefined,
): { win?: BetwatchBetfairMarket; place?: BetwatchBetfairMarket } {
  const byId = (id: string | null | undefined) =>
    id ? markets.find((market) => market.marketId === id) : undefined;
  const byName = (pattern: RegExp) =>
    markets.find((market) => pattern.test(market.marketName ?? ''));
  const place = byId(mapping?.place) ?? byName(/place/i);
  const win =
    byId(mapping?.win) ??
    byName(/win/i) ??
    // A lone market that is not the place market can only be the win market.
    (markets.length === 1 && markets[0] !== place ? markets[0] : undefined);
  return { win, place: place === win ? undefined : place };
}

/** Exchange prices of a runner, or null when Betfair offers nothing usable. */
export function mapExchange(
  runner: BetwatchRunner,
  mapping: { win?: string | null; place?: string | null } | null | undefined,
  placeK: number,
): ExchangeQuote | null {
  const markets = (runner.betfairMarkets ?? []).filter(
    (market): market is BetwatchBetfairMarket => !!market,
  );
  if (markets.length === 0) return null;
  const { win, place } = splitBetfairMarkets(markets, mapping);
  const volume = win?.totalMatched;
  const winBack = best(win?.back, 'back');
  const winLay = best(win?.lay, 'lay');
  const exchange: ExchangeQuote = {
    winBack,
    winLay,
    placeBack: placeK > 0 ? best(place?.back, 'back') : null,
    placeLay: placeK > 0 ? best(place?.lay, 'lay') : null,
    placeK: null,
    matchedVolume:
      typeof volume === 'number' && Number.isFinite(volume) && volume >= 0
        ? volume
        : null,
  };
  if (exchange.placeBack !== null || exchange.placeLay !== null)
    exchange.placeK = placeK;
  const empty = Object.values(exchange).every((value) => value === null);
  if (empty) return null;
  // The money available at the best win prices, kept where Betfair gives it (docs/ev-model.md §10).
  const backSize = sizeAt(win?.back, winBack);
  const laySize = sizeAt(win?.lay, winLay);
  if (backSize !== null) exchange.winBackSize = backSize;
  if (laySize !== null) exchange.winLaySize = laySize;
  return exchange;
}
