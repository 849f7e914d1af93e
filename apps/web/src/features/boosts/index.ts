/** The boosts feature's public surface, for app/ to compose. */
export { BetBoosts } from './components/bet-boosts';
