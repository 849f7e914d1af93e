import type { SnapshotRunner } from './market-snapshot';

// A runner frozen whole (itself, its prices, each quote, its exchange) cannot change after it is
// made, so work done on it once holds for as long as the object lives: a streamed race's runners
// that did not change since the last batch are the same frozen objects, validated and hashed once
// (docs/feeds.md, "Runners built once").

/** Freezes the runner whole and returns it. */
export function freezeRunner<T extends SnapshotRunner>(runner: T): T {
  for (const quote of runner.prices) Object.freeze(quote);
  Object.freeze(runner.prices);
  if (runner.exchange) Object.freeze(runner.exchange);
  return Object.freeze(runner);
}

/** True only for a runner frozen whole (a shallow freeze is not enough: its prices could change). */
export function isFrozenRunner(value: unknown): value is Readonly<SnapshotRunner> {
  if (typeof value !== 'object' || value === null || !Object.isFrozen(value)) return false;
  const { prices, exchange } = value as { prices?: unknown; exchange?: unknown };
  if (prices !== undefined && prices !== null) {
    if (!Array.isArray(prices) || !Object.isFrozen(prices)) return false;
    for (const quote of prices) if (typeof quote === 'object' && quote !== null && !Object.isFrozen(quote)) return false;
  }
  return exchange === undefined || exchange === null || typeof exchange !== 'object' || Object.isFrozen(exchange);
}
