/** A user's bets changed (logged, edited, deleted, closed or settled): their bet list reloads. */
export interface BetChangedEvent {
  userId: string;
}
