// The hook lives in lib (the live page reads it too).
export { useNow } from '../../../lib/use-now';
