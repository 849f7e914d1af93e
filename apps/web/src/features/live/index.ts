/** The live feature's public surface: the Live Race Tracker list and the live race page. */
export { LiveTrackerPage } from './components/live-tracker-page';
export { LiveRacePage } from './components/live-race-page';
