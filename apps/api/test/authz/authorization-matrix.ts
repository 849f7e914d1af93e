import type { TestAccount } from '../support/accounts';
import type { TestApp } from '../support/test-app';

/**
 * THE AUTHORISATION MATRIX: every api route × caller → the status it must answer (docs/product.md §6, §7;
 * docs/architecture.md §5). `authorization-matrix.api-spec.ts` calls each row as each caller, and fails
 * when a route registered in the app has no row here (or a row names no route).
 *
 * Adding a route? Add one row:
 *   { method: 'POST', route: '/api/promos/bulk', body: { ...a valid body... }, expected: editors(201) },
 * - `route` is the path as the controller registers it, with `:params`;
 * - `path` (optional) is the URL to call when the route has params; a function gets the fixtures;
 * - `body` (optional) is sent as JSON; give a valid one so the allowed callers reach the handler;
 * - `expected` only asserts statuses: 401 for anonymous on protected routes, 403 for a role
 *   without the permission, and what the handler answers for the others.
 * Each call runs on a fresh session of its caller, so a row that logs out or changes data does
 * not disturb the next one.
 */

/** A well-formed id that names nothing. */
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

export const ACTORS = ['anonymous', 'member', 'promo_editor', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];
type SignedInActor = Exclude<Actor, 'anonymous'>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface MatrixFixtures {
  app: TestApp;
  /** One active user per role, the callers of the rows. */
  users: Record<SignedInActor, TestAccount>;
  /** A member nobody calls as: a safe target for admin changes. */
  target: TestAccount;
  /** A fresh unique token (for emails and names that must not collide). */
  unique(): string;
}

type JsonBody = Record<string, unknown> | unknown[];
type FromFixtures<T> = T | ((fixtures: MatrixFixtures, actor: Actor) => T | Promise<T>);

export interface AuthorizationRow {
  method: HttpMethod;
  route: string;
  path?: FromFixtures<string>;
  body?: FromFixtures<JsonBody>;
  expected: Record<Actor, number>;
  /** A server-sent event stream: the status is read from the response head, then the stream is closed. */
  stream?: true;
}

/** Anyone, signed in or not. */
const open = (status: number): Record<Actor, number> => ({
  anonymous: status,
  member: status,
  promo_editor: status,
  admin: status,
});
/** Any signed-in user (member and up). */
const members = (status: number): Record<Actor, number> => ({
  anonymous: 401,
  member: status,
  promo_editor: status,
  admin: status,
});
/** promo_editor and admin. */
const editors = (status: number): Record<Actor, number> => ({
  anonymous: 401,
  member: 403,
  promo_editor: status,
  admin: status,
});
/** admin only. */
const admins = (status: number): Record<Actor, number> => ({
  anonymous: 401,
  member: 403,
  promo_editor: 403,
  admin: status,
});

export const AUTHORIZATION_MATRIX: AuthorizationRow[] = [
  // Health: public, for load balancers and probes.
  { method: 'GET', route: '/api/health', expected: open(200) },
  { method: 'GET', route: '/api/health/live', expected: open(200) },
  { method: 'GET', route: '/api/health/ready', expected: open(200) },

  // Auth (docs/product.md §7).
  {
    method: 'POST',
    route: '/api/auth/signup',
    body: ({ unique }) => ({ name: 'Matrix User', email: `matrix-${unique()}@example.com`, password: 'long-enough-pw' }),
    expected: open(201),
  },
  {
    method: 'POST',
    route: '/api/auth/login',
    body: ({ users }) => ({ email: users.member.email, password: users.member.password }),
    expected: open(200),
  },
  { method: 'POST', route: '/api/auth/logout', expected: open(204) },
  { method: 'GET', route: '/api/auth/me', expected: members(200) },

  // Notification settings: every role manages its own.
  { method: 'GET', route: '/api/users/me/notifications', expected: members(200) },
  { method: 'PATCH', route: '/api/users/me/notifications', body: { threshold: 15 }, expected: members(200) },

  // Betting settings (bankroll, Kelly fraction, stake cap, fair method): every role manages its own.
  { method: 'GET', route: '/api/users/me/betting', expected: members(200) },
  { method: 'PATCH', route: '/api/users/me/betting', body: { bankroll: 500 }, expected: members(200) },

  // Alert channels (push, Telegram, email): every role manages its own. The matrix app has no
  // bot token and no SMTP server, so pairing and setting an address answer 409.
  { method: 'GET', route: '/api/users/me/channels', expected: members(200) },
  {
    method: 'PUT',
    route: '/api/users/me/channels/push',
    // Each caller its own browser: an endpoint stays the account's that registered it first.
    body: ({ unique }) => ({
      endpoint: `https://push.example/matrix-${unique()}`,
      p256dh: 'BGYSIUIFP0oFq6_Bj7e9IDpds8oa6PV2NFoub4RwKV0Yd__-qpC04AE2-6uyZK4BkvgWRh9wC0EvgKfiWf-6s-A',
      auth: 'AAAAAAAAAAAAAAAAAAAAAA',
    }),
    expected: members(204),
  },
  { method: 'POST', route: '/api/users/me/channels/telegram/pairing', expected: members(409) },
  { method: 'PUT', route: '/api/users/me/channels/email', body: { address: 'a@example.com' }, expected: members(409) },
  { method: 'DELETE', route: '/api/users/me/channels/:kind', path: '/api/users/me/channels/email', expected: members(204) },
  {
    method: 'POST',
    route: '/api/users/me/channels/:kind/test',
    path: '/api/users/me/channels/email/test',
    expected: members(200),
  },

  // User management: admin only.
  { method: 'GET', route: '/api/admin/users', expected: admins(200) },
  {
    method: 'PATCH',
    route: '/api/admin/users/:id',
    path: ({ target }) => `/api/admin/users/${target.id}`,
    body: { role: 'member' },
    expected: admins(200),
  },

  // Market data (docs/product.md §7): every signed-in user reads.
  { method: 'GET', route: '/api/races', expected: members(200) },
  { method: 'GET', route: '/api/movers', path: '/api/movers?window=15', expected: members(200) },
  { method: 'GET', route: '/api/retention/measured', path: '/api/retention/measured', expected: members(200) },
  { method: 'GET', route: '/api/races/search', expected: members(200) },
  {
    method: 'GET',
    route: '/api/runners/:extRaceId',
    path: '/api/runners/no-such-race',
    expected: members(404),
  },
  { method: 'GET', route: '/api/bookmakers/coverage', expected: members(200) },
  { method: 'GET', route: '/api/bookmakers/active', expected: members(200) },
  { method: 'GET', route: '/api/betwatch/ping', expected: members(200) },
  { method: 'GET', route: '/api/admin/bookmakers', expected: editors(200) },
  // Switching a source: admins only (a source nobody named answers 404 once allowed through).
  {
    method: 'PATCH',
    route: '/api/admin/bookmakers/:name',
    path: '/api/admin/bookmakers/No%20Such%20Source',
    body: { isActive: false },
    expected: admins(404),
  },

  // Refreshes: any signed-in user may ask for fresh data; only an admin may force one.
  { method: 'POST', route: '/api/refresh', expected: members(200) },
  { method: 'POST', route: '/api/admin/refresh', expected: admins(200) },
  // Races whose result never came: the admin panel's report.
  { method: 'GET', route: '/api/admin/races-without-result', expected: admins(200) },

  // Opportunities and their debug views (docs/product.md §7): every signed-in user reads.
  { method: 'GET', route: '/api/opportunities', expected: members(200) },
  {
    method: 'GET',
    route: '/api/debug/promo-calc/:extRaceId/:runnerNumber',
    path: '/api/debug/promo-calc/no-such-race/1',
    expected: members(404),
  },
  { method: 'GET', route: '/api/debug/race/:extRaceId', path: '/api/debug/race/no-such-race', expected: members(404) },
  { method: 'GET', route: '/api/debug/flucs/:extRaceId', path: '/api/debug/flucs/no-such-race?runner=1', expected: members(404) },

  // Promotions (docs/product.md §7): every signed-in user reads; promo_editor and admin write.
  { method: 'GET', route: '/api/promos', expected: members(200) },
  {
    method: 'POST',
    route: '/api/promos/bulk',
    body: {
      bookmaker: 'Sportsbet',
      promoType: 'BonusBack_2nd3rd',
      scope: 'all',
    },
    expected: editors(201),
  },
  {
    method: 'POST',
    route: '/api/promos/resolve-text',
    body: { text: 'Flemington R1' },
    expected: editors(200),
  },
  { method: 'DELETE', route: '/api/promos/all', expected: editors(200) },
  {
    method: 'PATCH',
    route: '/api/promos/:id',
    path: `/api/promos/${NO_SUCH_ID}`,
    body: { label: 'Renamed' },
    expected: editors(404),
  },
  {
    method: 'DELETE',
    route: '/api/promos/:id',
    path: `/api/promos/${NO_SUCH_ID}`,
    expected: editors(404),
  },

  // Boosts (docs/product.md §7): every signed-in user reads the active ones; promo_editor and admin write.
  { method: 'GET', route: '/api/boosts/active', expected: members(200) },
  {
    method: 'POST',
    route: '/api/boosts',
    body: {
      bookmaker: 'Sportsbet',
      boostType: 'FIXED_PLACE_K2',
      raceExtId: 'no-such-race',
      runnerExtId: 'x',
      boostedOdds: 2,
    },
    expected: editors(400),
  },
  {
    method: 'DELETE',
    route: '/api/boosts/:id',
    path: `/api/boosts/${NO_SUCH_ID}`,
    expected: editors(404),
  },
  {
    method: 'POST',
    route: '/api/bet-boosts',
    body: { bookmaker: 'Sportsbet', boosts: [] },
    expected: editors(400),
  },
  {
    method: 'DELETE',
    route: '/api/bet-boosts/:id',
    path: `/api/bet-boosts/${NO_SUCH_ID}`,
    expected: editors(404),
  },
  {
    method: 'POST',
    route: '/api/bet-boosts/bookmakers',
    body: ({ unique }) => ({ name: `Matrix Bet ${unique()}` }),
    expected: editors(201),
  },

  // Server-sent events (docs/product.md §4 Live updates): every signed-in user.
  { method: 'GET', route: '/api/events', stream: true, expected: members(200) },

  // The live race tracker (docs/product.md §2, §6): promo_editor and admin; checks come before the stream opens.
  { method: 'GET', route: '/api/live/race/:extRaceId', path: '/api/live/race/no-such-race', stream: true, expected: editors(404) },
  { method: 'GET', route: '/api/live/race/:extRaceId/history', path: '/api/live/race/no-such-race/history', expected: editors(404) },

  // The bet log: every signed-in user, each their own bets (another's id answers 404).
  { method: 'GET', route: '/api/bets', expected: members(200) },
  { method: 'GET', route: '/api/bets/summary', expected: members(200) },
  { method: 'GET', route: '/api/bets/export.csv', expected: members(200) },
  {
    method: 'POST',
    route: '/api/bets',
    body: { extRaceId: 'no-such-race', runnerNumber: 1, bookmaker: 'Sportsbet', price: 3, stake: 10 },
    expected: members(400),
  },
  { method: 'PATCH', route: '/api/bets/:id', path: `/api/bets/${NO_SUCH_ID}`, body: { notes: 'x' }, expected: members(404) },
  { method: 'DELETE', route: '/api/bets/:id', path: `/api/bets/${NO_SUCH_ID}`, expected: members(404) },
  // Saved views, alert rules, webhooks and the notification history (docs/product.md §10): every signed-in user, their own only.
  { method: 'GET', route: '/api/users/me/views', expected: members(200) },
  { method: 'POST', route: '/api/users/me/views', body: { name: '', query: '' }, expected: members(400) },
  { method: 'PATCH', route: '/api/users/me/views/:id', path: `/api/users/me/views/${NO_SUCH_ID}`, body: { name: 'x' }, expected: members(404) },
  { method: 'DELETE', route: '/api/users/me/views/:id', path: `/api/users/me/views/${NO_SUCH_ID}`, expected: members(404) },
  { method: 'GET', route: '/api/users/me/alert-rules', expected: members(200) },
  { method: 'POST', route: '/api/users/me/alert-rules', body: { viewId: NO_SUCH_ID, minTotalEv: 5 }, expected: members(400) },
  { method: 'PATCH', route: '/api/users/me/alert-rules/:id', path: `/api/users/me/alert-rules/${NO_SUCH_ID}`, body: { evStep: 3 }, expected: members(404) },
  { method: 'DELETE', route: '/api/users/me/alert-rules/:id', path: `/api/users/me/alert-rules/${NO_SUCH_ID}`, expected: members(404) },
  { method: 'GET', route: '/api/users/me/webhooks', expected: members(200) },
  { method: 'POST', route: '/api/users/me/webhooks', body: { url: 'ftp://x', secret: 'short' }, expected: members(400) },
  { method: 'PATCH', route: '/api/users/me/webhooks/:id', path: `/api/users/me/webhooks/${NO_SUCH_ID}`, body: { enabled: true }, expected: members(404) },
  { method: 'DELETE', route: '/api/users/me/webhooks/:id', path: `/api/users/me/webhooks/${NO_SUCH_ID}`, expected: members(404) },
  { method: 'GET', route: '/api/users/me/alerts/history', expected: members(200) },
  { method: 'POST', route: '/api/users/me/alerts/test', body: { channel: 'nope' }, expected: members(400) },
];
