/** The bets feature's public surface, for app/ to compose. */
export { BetsPage } from './components/bets-page';
export { LogBetDialog } from './components/log-bet-dialog';
export type { LogBetTarget } from './components/log-bet-dialog';
