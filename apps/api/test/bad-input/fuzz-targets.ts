import type { MarketSnapshot } from '@overlay/domain';
import { testRace } from '../support/market-snapshots';

/** The market the body fuzz test runs on: two open races a boost or bet can name. */
export function fuzzMarket(now = Date.now()): MarketSnapshot {
  return {
    generatedAt: new Date(now).toISOString(),
    races: [
      testRace({ extRaceId: 'fuzz-r1', venue: 'Flemington', number: 1, minutesFromNow: 120, runners: 6 }, now),
      testRace({ extRaceId: 'fuzz-r2', venue: 'Randwick', number: 2, minutesFromNow: 150, runners: 6 }, now),
    ],
  };
}

/** Calls the api as the fuzzing admin; `created` is the id of what a POST made. */
export interface FuzzApi {
  created(path: string, body: object): Promise<string>;
}

export interface FuzzTarget {
  path: string;
  body: object;
  /** Other valid bodies of the route that reach other code (a matched bet, a rule on the dashboard's filters). */
  others?: object[];
}

const boost = { bookmaker: 'Sportsbet', boostType: 'FIXED_WIN', raceExtId: 'fuzz-r1', runnerExtId: 'fuzz-r1-1', boostedOdds: 3 };
const betBoosts = { bookmaker: 'Sportsbet', boosts: [{ raceExtId: 'fuzz-r1', runnerExtId: 'fuzz-r1-2', boostedOdds: 4 }] };
const bet = { extRaceId: 'fuzz-r1', runnerNumber: 1, bookmaker: 'Sportsbet', price: 3, stake: 10, notes: 'fuzz' };
/** A matched bet: the back bet with its exchange lay (docs/ev-model.md §10). */
const matchedBet = { ...bet, layPrice: 3.1, layStake: 9.5, layCommissionPct: 5 };
/** Every narrowing of a rule, the hedge's locked EV and rating included. */
const ruleFields = {
  minTotalEv: 5,
  minStake: 2,
  minLockedEv: 1.5,
  minRating: 90,
  bookmakers: ['Sportsbet'],
  codes: ['TB'],
  maxMinutesToJump: 30,
  evStep: 2,
  quietStart: '22:00',
  quietEnd: '07:00',
  timeZone: 'Australia/Sydney',
  dailyCap: 10,
  enabled: true,
};
/** Every betting setting: bankroll, Kelly, the exchange's commission and where retention comes from. */
const bettingSettings = { bankroll: 500, kellyFraction: 0.25, maxStakePct: 0.05, fairMethod: 'shin', commissionPct: 5, retentionSource: 'measured' };
const promo = { bookmaker: 'Sportsbet', promoType: 'CashBack_2nd', scope: 'all', label: 'Fuzz', venues: ['Flemington'], k_places: 2, max_refund_cash: 50 };
const view = (name: string) => ({ name, query: 'min_total_ev=5&codes=TB', fairMethod: null, isDefault: false });
const webhook = { url: 'http://127.0.0.1:9/fuzz', secret: 'a-secret-of-enough-length' };

/**
 * For the routes whose authorization-matrix row names nothing that exists (an id of nothing, an
 * unknown race) or sends a body the route refuses: a valid body and a real target, so the
 * fuzzed bodies reach the handler's checks and writes, not only the first 400 or 404.
 */
export const FUZZ_TARGETS: Record<string, (api: FuzzApi, unique: () => string) => Promise<FuzzTarget>> = {
  'POST /api/boosts': async () => ({ path: '/api/boosts', body: boost }),
  'DELETE /api/boosts/:id': async (api) => ({ path: `/api/boosts/${await api.created('/api/boosts', boost)}`, body: {} }),
  'POST /api/bet-boosts': async () => ({ path: '/api/bet-boosts', body: betBoosts }),
  'DELETE /api/bet-boosts/:id': async (api) => ({ path: `/api/bet-boosts/${await api.created('/api/bet-boosts', betBoosts)}`, body: {} }),
  'POST /api/promos/bulk': async () => ({ path: '/api/promos/bulk', body: promo }),
  'PATCH /api/promos/:id': async (api) => ({ path: `/api/promos/${await api.created('/api/promos/bulk', promo)}`, body: promo }),
  'DELETE /api/promos/:id': async (api) => ({ path: `/api/promos/${await api.created('/api/promos/bulk', promo)}`, body: {} }),
  'POST /api/bets': async () => ({ path: '/api/bets', body: bet, others: [matchedBet] }),
  'PATCH /api/bets/:id': async (api) => ({ path: `/api/bets/${await api.created('/api/bets', bet)}`, body: { price: 3.2, stake: 12, notes: 'changed' } }),
  'DELETE /api/bets/:id': async (api) => ({ path: `/api/bets/${await api.created('/api/bets', bet)}`, body: {} }),
  'POST /api/users/me/views': async (_api, unique) => ({ path: '/api/users/me/views', body: view(`Fuzz ${unique()}`) }),
  'PATCH /api/users/me/views/:id': async (api, unique) => ({
    path: `/api/users/me/views/${await api.created('/api/users/me/views', view(`Fuzz ${unique()}`))}`,
    body: view(`Fuzz ${unique()}`),
  }),
  'DELETE /api/users/me/views/:id': async (api, unique) => ({
    path: `/api/users/me/views/${await api.created('/api/users/me/views', view(`Fuzz ${unique()}`))}`,
    body: {},
  }),
  'POST /api/users/me/alert-rules': async (api, unique) => ({
    path: '/api/users/me/alert-rules',
    body: { viewId: await api.created('/api/users/me/views', view(`Fuzz ${unique()}`)), ...ruleFields },
    // "Alert me on these filters": the rule and its view in one call.
    others: [{ view: { query: 'min_total_ev=5&codes=TB', fairMethod: 'shin' }, minTotalEv: 5, minLockedEv: 1 }],
  }),
  'PATCH /api/users/me/alert-rules/:id': async (api, unique) => {
    const viewId = await api.created('/api/users/me/views', view(`Fuzz ${unique()}`));
    return {
      path: `/api/users/me/alert-rules/${await api.created('/api/users/me/alert-rules', { viewId, minTotalEv: 5 })}`,
      body: { ...ruleFields, minTotalEv: 6 },
    };
  },
  'DELETE /api/users/me/alert-rules/:id': async (api, unique) => {
    const viewId = await api.created('/api/users/me/views', view(`Fuzz ${unique()}`));
    return { path: `/api/users/me/alert-rules/${await api.created('/api/users/me/alert-rules', { viewId, minTotalEv: 5 })}`, body: {} };
  },
  'PATCH /api/users/me/betting': async () => ({ path: '/api/users/me/betting', body: bettingSettings }),
  // A source the fuzz market does not price (its bets and boosts name Sportsbet).
  'PATCH /api/admin/bookmakers/:name': async () => ({ path: '/api/admin/bookmakers/Ladbrokes', body: { isActive: true } }),
  'POST /api/users/me/alerts/test': async () => ({ path: '/api/users/me/alerts/test', body: { channel: 'webhook' } }),
  'POST /api/auth/logout': async () => ({ path: '/api/auth/logout', body: { pushEndpoint: 'https://push.example/fuzz' } }),
  'POST /api/users/me/webhooks': async () => ({ path: '/api/users/me/webhooks', body: webhook }),
  'PATCH /api/users/me/webhooks/:id': async (api) => ({
    path: `/api/users/me/webhooks/${await api.created('/api/users/me/webhooks', webhook)}`,
    body: { enabled: false },
  }),
  'DELETE /api/users/me/webhooks/:id': async (api) => ({ path: `/api/users/me/webhooks/${await api.created('/api/users/me/webhooks', webhook)}`, body: {} }),
};

/** The first `id` in a reply (`{id}`, `{created: [{id}]}`, `{view: {id}}`…). */
export function firstId(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  if ('id' in body && typeof body.id === 'string') return body.id;
  for (const value of Object.values(body)) {
    const id = firstId(value);
    if (id) return id;
  }
  return undefined;
}
