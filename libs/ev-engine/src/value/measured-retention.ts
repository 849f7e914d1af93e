import type { Boost, MeasuredRetention, SnapshotRace } from '@overlay/domain';
import { MEASURED_RETENTION_WINDOW_MINUTES } from '@overlay/domain';
import { SkipLog } from '../core/skipped-item';
import { readBookQuotes, readExchangeQuotes } from '../pricing/race-quotes';
import { bonusBetConversion, hundredths } from './hedge';
import { raceAsOfMs } from './race-valuation';

/** What measuring retention reads besides the races. */
export interface RetentionMeasureOptions {
  /** Epoch ms of "now": races starting after it and within the window count. */
  nowMs: number;
  /** Exchange commission, a fraction. */
  commission: number;
  /** A quote older than this (seconds) against its race's as-of is stale (STALE_PRICE_SECONDS). */
  stalePriceSeconds: number;
  /** Active staff boosts: a boosted price is not one a bonus bet is used at. */
  boosts?: readonly Boost[];
  windowMinutes?: number;
}

/**
 * Each bookmaker's measured retention (docs/ev-model.md §10): over open races starting within the
 * window, every runner the exchange lays and the book prices, the conversion of a bonus bet used
 * at the book's price and laid at the exchange's best lay, (b − 1)(1 − c) / (l − c); the best one
 * per book, to the hundredth, with where it comes from. Left out: boosted prices (the feed's or
 * a staff win boost: bonus bets and boosts do not mix), stale quotes (the engine's one stale
 * rule), and a back above the lay (that is an arbitrage of its own, not what a bonus bet is worth
 * as a rule). Ties go to the earlier race, then the lower runner number. Keyed by bookmaker name
 * in lower case.
 */
export function measureRetention(
  races: readonly SnapshotRace[],
  options: RetentionMeasureOptions,
): Map<string, MeasuredRetention> {
  const window = options.windowMinutes ?? MEASURED_RETENTION_WINDOW_MINUTES;
  const until = options.nowMs + window * 60_000;
  const c = options.commission;
  const best = new Map<string, MeasuredRetention>();
  const staffBoosted = staffBoostKeys(options.boosts ?? []);
  const ordered = races
    .filter((race) => {
      const start = Date.parse(race.startTime);
      return race.state === 'open' && start > options.nowMs && start <= until;
    })
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  for (const race of ordered) {
    const runners = race.runners.filter((runner) => !runner.scratched);
    if (runners.length === 0) continue;
    const log = new SkipLog(race.extRaceId);
    const quotes = readBookQuotes(
      runners,
      [],
      log,
      null,
      options.stalePriceSeconds,
      raceAsOfMs(race),
    );
    const lays = readExchangeQuotes(runners, quotes.arena, log).winLay;
    const n = runners.length;
    const order = runners
      .map((runner, r) => ({ runner, r }))
      .sort((x, y) => x.runner.number - y.runner.number);
    for (const { runner, r } of order) {
      const lay = lays[r];
      if (lay !== lay) continue;
      for (let b = 0; b < quotes.names.length; b++) {
        const at = b * n + r;
        const back = quotes.win[at];
        const from = quotes.boostedFrom[at];
        if (back !== back || from === from || quotes.stale[at] !== 0) continue;
        if (back > lay) continue;
        const book = quotes.names[b];
        const key = book.trim().toLowerCase();
        if (staffBoosted.has(`${race.extRaceId}|${runner.extId}|${key}`))
          continue;
        const retention = hundredths(bonusBetConversion(back, lay, c));
        const held = best.get(key);
        if (held !== undefined && held.retention >= retention) continue;
        best.set(key, {
          bookmaker: book,
          retention,
          extRaceId: race.extRaceId,
          venue: race.venue,
          raceNumber: race.number,
          startTime: race.startTime,
          runnerNumber: runner.number,
          runnerName: runner.name,
          back,
          lay,
          laySize: runner.exchange?.winLaySize ?? null,
        });
      }
    }
  }
  return best;
}

function staffBoostKeys(boosts: readonly Boost[]): Set<string> {
  const keys = new Set<string>();
  for (const boost of boosts)
    if (boost.isActive && boost.boostType === 'FIXED_WIN')
      keys.add(
        `${boost.raceExtId}|${boost.runnerExtId}|${boost.bookmaker.trim().toLowerCase()}`,
      );
  return keys;
}
