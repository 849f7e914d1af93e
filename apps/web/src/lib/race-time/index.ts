export { raceClock, toJump, TIME_DISPLAYS } from './race-time';
export type { TimeDisplay } from './race-time';
export {
  TIME_DISPLAY_STORAGE_KEY,
  readTimeDisplay,
  useTimeDisplay,
  writeTimeDisplay,
} from './race-time-preference';
