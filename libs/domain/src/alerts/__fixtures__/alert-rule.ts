import type { AlertRule } from '../alert-rule';

/** One alert rule the alert specs start from (each test changes what it needs with a spread). */
export const RULE: AlertRule = {
  id: 'rule-1',
  userId: 'u1',
  viewId: 'v1',
  minTotalEv: 5,
  minStake: null,
  minLockedEv: null,
  minRating: null,
  bookmakers: [],
  codes: [],
  maxMinutesToJump: null,
  evStep: 2,
  quietStart: null,
  quietEnd: null,
  timeZone: 'Australia/Sydney',
  dailyCap: 50,
  enabled: true,
  createdAt: '2026-11-20T00:00:00.000Z',
};
