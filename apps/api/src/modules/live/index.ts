export { LiveModule } from './live.module';
export { LiveRaceHub } from './http/live-race-hub';
