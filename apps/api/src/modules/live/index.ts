export { LiveModule } from './live.module';
export { LiveRaceHub } from './http/live-race-hub';
export { LiveRaceFetchJob } from './jobs/live-race-fetch.job';
