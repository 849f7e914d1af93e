import type { BetView } from '@overlay/domain';
import type { BettingSettings as UserBettingSettings } from '@overlay/contracts';

export type { BetResult, BetSummary, CumulativePoint } from '@overlay/domain';

/** A bet on the wire (GET/POST/PATCH /api/bets). */
export type Bet = BetView;

/** What the Log bet dialog reads of GET /api/users/me/betting to size the suggested stake. */
export type BettingSettings = Pick<
  UserBettingSettings,
  'bankroll' | 'kellyFraction' | 'maxStakePct'
> &
  Partial<Pick<UserBettingSettings, 'commissionPct'>>;
