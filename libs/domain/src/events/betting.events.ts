/** A user saved their betting settings: every instance drops its cached copy of them. */
export interface BettingSettingsChangedEvent {
  userId: string;
}
