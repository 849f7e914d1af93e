import type { SnapshotRace } from '@overlay/domain';

/**
 * A quote the feed dates less than this before its snapshot counts as confirmed by the snapshot.
 * Books confirm their prices every few seconds; storing each confirmation time would make every
 * fetch a change of every race. Half the default STALE_PRICE_SECONDS (120), so a quote is always
 * stored with its own age well before it can turn stale.
 */
const CONFIRMATION_WINDOW_SECONDS = 60;

/**
 * The snapshot time a fetch confirms its races at: the feed's `generatedAt`, but never later
 * than the fetch itself (a feed clock running ahead must not make quotes look younger than now).
 */
export function confirmationTime(generatedAt: string, fetchedAt: Date): Date {
  const generated = Date.parse(generatedAt);
  return new Date(Math.min(generated, fetchedAt.getTime()));
}

/**
 * The race with each quote's `lastUpdated` in its stored form: kept when the quote is more than
 * the confirmation window older than the snapshot (a lagging book), null when it is as fresh as
 * the snapshot. The stored form is what the content hash covers, so a race changes when a book
 * starts or stops lagging, not when it merely confirms its prices again.
 */
export function withStoredQuoteAges(
  race: SnapshotRace,
  confirmedAt: Date,
): SnapshotRace {
  const freshSince = confirmedAt.getTime() - CONFIRMATION_WINDOW_SECONDS * 1000;
  // Most quotes carry no age or a fresh one: those runners are passed on as they are (the same
  // objects: a frozen runner's hash is kept, snapshot-hash.util.ts).
  const dated = (
    quote: SnapshotRace['runners'][number]['prices'][number],
  ): boolean => quote.lastUpdated != null;
  const runners = race.runners.map((runner) =>
    runner.prices.some(dated)
      ? {
          ...runner,
          prices: runner.prices.map((quote) => {
            const own =
              quote.lastUpdated == null ? null : Date.parse(quote.lastUpdated);
            return {
              ...quote,
              lastUpdated:
                own !== null && own < freshSince ? quote.lastUpdated : null,
            };
          }),
        }
      : runner,
  );
  if (runners.every((runner, index) => runner === race.runners[index])) return race;
  return { ...race, runners };
}
