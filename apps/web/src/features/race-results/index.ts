/** The race-results feature's public surface, for app/ to compose. */
export { RacesWithoutResultCard } from './components/races-without-result-card';
