// The file feed's snapshot for the *.file.e2e.ts browser tests (docs/architecture.md §3 format), priced so
// every figure the dashboard shows can be checked by hand. e2e/run.mjs writes it before it
// starts the file-feed product; start times are relative to that moment.
//
// Race 1, Randwick R4 (TB, in 90 min): the exchange prices every runner, with back/lay around
// the win chances p = 0.40, 0.25, 0.15, 0.12, 0.08 (mid in probability space
// (1/back + 1/lay) / 2 = p exactly; Σp = 1), so the fair prices are 1/p by BF Mid:
// $2.50, $4.00, $6.67, $8.33, $12.50.
//   Sportsbet wins at 1/p (base EV 0.0 %) except Alpha Arrow at $2.60:
//     base EV = (2.60 / 2.50 − 1) × 100 = +4.0 %;  bonus % = (2.60 − 1) / 2.50 × 100 = 64.0 %.
//   TAB wins at 0.95/p: base EV = (0.95 − 1) × 100 = −5.0 % on every runner.
//   Sportsbet's top-2 market prices each runner at 1 / (q + 0.04) with q = 0.75, 0.50, 0.33,
//   0.25, 0.17 (Σq = 2, margin 0.2 over 5 runners), so MPTO gives back q exactly: the p_top2
//   a BonusBack_2nd promo on Sportsbet uses (refund chance q − p).
// Race 2, The Meadows R7 (GR, in 5 h, outside a 2 h window): exchange around p = 0.50, 0.25,
// 0.15, 0.10, fair $2.00, $4.00, $6.67, $10.00; Neds alone wins at 0.9/p (−10.0 %) except
// Delta Dash at $4.40: base EV = (4.40 / 4.00 − 1) × 100 = +10.0 % (the best row), bonus % =
// (4.40 − 1) / 4.00 × 100 = 85.0 %.
// Rows: Randwick 5 runners × 2 books = 10 rows; The Meadows 4 rows; 14 in all.

export const RANDWICK = { extRaceId: 'e2e-randwick-r4', venue: 'Randwick', number: 4 };
export const MEADOWS = { extRaceId: 'e2e-meadows-r7', venue: 'The Meadows', number: 7 };

const RANDWICK_RUNNERS = ['Alpha Arrow', 'Bravo Belle', 'Charlie Chase', 'Delta Dawn', 'Echo Edge'];
const RANDWICK_P = [0.4, 0.25, 0.15, 0.12, 0.08];
const RANDWICK_TOP2 = [0.75, 0.5, 0.33, 0.25, 0.17];
const MEADOWS_RUNNERS = ['Alpine Dash', 'Delta Dash', 'Coastal Dash', 'Bondi Dash'];
const MEADOWS_P = [0.5, 0.25, 0.15, 0.1];

function exchange(p) {
  return { winBack: 1 / (p + 0.005), winLay: 1 / (p - 0.005), placeBack: null, placeLay: null, placeK: null, matchedVolume: 5000 };
}

function startIn(now, minutes) {
  // Whole minutes, as racecards have them.
  return new Date(Math.floor(now / 60_000 + minutes) * 60_000).toISOString();
}

/** The snapshot as of `now` (ms). */
export function handSnapshot(now = Date.now()) {
  const randwick = {
    ...RANDWICK,
    country: 'AU',
    code: 'TB',
    name: 'E2E Hand Plate',
    startTime: startIn(now, 90),
    state: 'open',
    runners: RANDWICK_RUNNERS.map((name, i) => ({
      extId: `${RANDWICK.extRaceId}-${i + 1}`,
      number: i + 1,
      name,
      scratched: false,
      prices: [
        { bookmaker: 'Sportsbet', win: i === 0 ? 2.6 : 1 / RANDWICK_P[i], place: 1 / (RANDWICK_TOP2[i] + 0.04), placeK: 2, boostedFrom: null },
        { bookmaker: 'TAB', win: 0.95 / RANDWICK_P[i], place: null, placeK: null, boostedFrom: null },
      ],
      exchange: exchange(RANDWICK_P[i]),
    })),
  };
  const meadows = {
    ...MEADOWS,
    country: 'AU',
    code: 'GR',
    name: 'E2E Dogs Stakes',
    startTime: startIn(now, 300),
    state: 'open',
    runners: MEADOWS_RUNNERS.map((name, i) => ({
      extId: `${MEADOWS.extRaceId}-${i + 1}`,
      number: i + 1,
      name,
      scratched: false,
      prices: [{ bookmaker: 'Neds', win: i === 1 ? 4.4 : 0.9 / MEADOWS_P[i], place: null, placeK: null, boostedFrom: null }],
      exchange: exchange(MEADOWS_P[i]),
    })),
  };
  return { generatedAt: new Date(now).toISOString(), races: [randwick, meadows] };
}
