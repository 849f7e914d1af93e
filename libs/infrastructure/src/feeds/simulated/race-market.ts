import { fallbackPlacesPaid } from '@overlay/domain';
import type { SimRaceSlot } from './meeting-schedule';
import { RACE_PHASE_SALT, marketClock, randomWalk } from './market-drift';
import { topKProbabilities } from './place-probability';
import type { SimField } from './race-field';
import { mixHash, unitOf } from './seeded-random';

// Local aliases: a global lookup per call is slow inside Jest's vm sandbox (hot loops).
const { exp, max } = Math;

/** The hidden truth of one race at one instant, from which every quote is derived. */
export interface RaceMarket {
  /** Per runner (field order): false once scratched. */
  active: boolean[];
  activeCount: number;
  /** True win probabilities, 0 for scratched runners; sums to 1 over active runners. */
  win: number[];
  /** Places paid by field size (3, 2 or 0). */
  placeK: number;
  /** True top-k probabilities for k = 2, 3, 4 where a market needs them (field order). */
  topK: Map<number, number[]>;
  minutesToJump: number;
  /** Warped time (see marketClock): the drift's and the books' time axis. */
  clock: number;
}

/**
 * Scale of the true log-strength drift. The market clock spans ~160 market minutes over a day,
 * so prices move 10-20% between morning and jump, most of it in the last hour.
 */
const DRIFT = 0.4;
/** Late money for the fancied: up to this log-strength gain over the last 15 minutes. */
const STEAM = 0.4;
const STEAM_SALT = 201;

/**
 * The race as of `atMs`; callers freeze time at the jump so closed races keep their last prices.
 * `fieldAtMs` (default `atMs`) is the instant whose field counts: a book that stopped following
 * the market at `atMs` still reframes its book when a runner is scratched later, so its prices
 * are the old strengths over today's field (no book goes under its floor by losing runners).
 */
export function raceMarketAt(
  slot: SimRaceSlot,
  field: SimField,
  atMs: number,
  fieldAtMs = atMs,
): RaceMarket {
  const minutesToJump = max(0, (slot.startMs - atMs) / 60_000);
  // Each race's market turns at a moment of its own: starts sit on whole minutes, so without an
  // offset every race whose start fell on the same minute (mod 8, hours out) moved in one
  // refresh, a tenth of the far market at once on some looks (docs/architecture.md §3).
  const clock = marketClock(minutesToJump) + unitOf(mixHash(slot.key, RACE_PHASE_SALT));
  const active = field.runners.map(
    (runner) => fieldAtMs < runner.scratchedFromMs,
  );
  // Money for the favourites in the last quarter hour: the two strongest runners firm by half
  // to all of STEAM each (drawn per runner), growing linearly to the jump.
  const lateMoney = max(0, 1 - minutesToJump / 15);
  const weights = field.runners.map((runner, index) =>
    active[index]
      ? exp(
          runner.strength +
            DRIFT * randomWalk(runner.key, clock) +
            (runner.strength > field.steamAbove
              ? STEAM *
                lateMoney *
                (0.5 + 0.5 * unitOf(mixHash(runner.key, STEAM_SALT)))
              : 0),
        )
      : 0,
  );
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const win = weights.map((weight) => weight / total);
  const activeCount = active.filter(Boolean).length;
  const placeK = fallbackPlacesPaid(activeCount);
  const activeWin = win.filter((_, index) => active[index]);
  const topK = new Map<number, number[]>();
  const wanted = placeK === 0 ? [] : activeCount >= 16 ? [placeK, 4] : [placeK];
  for (const k of wanted)
    topK.set(k, spread(topKProbabilities(activeWin, k), active));
  return { active, activeCount, win, placeK, topK, minutesToJump, clock };
}

/** Back from active-runner order to field order, 0 for scratched runners. */
function spread(values: number[], active: boolean[]): number[] {
  let next = 0;
  return active.map((isActive) => (isActive ? values[next++] : 0));
}
