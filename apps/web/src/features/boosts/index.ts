/** The boosts feature's public surface, for app/ to compose. */
export { BetBoosts } from './components/bet-boosts';
export { Top2Boosts } from './components/top2-boosts';
