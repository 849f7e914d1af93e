export { raceClock, toJump } from './race-time';
export type { TimeDisplay } from './race-time';
export {
  TIME_DISPLAY_STORAGE_KEY,
  useTimeDisplay,
  writeTimeDisplay,
} from './race-time-preference';
