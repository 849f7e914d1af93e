/** The auth feature's public surface, for app/ to compose. */
export {
  authApi,
  sessionReducer,
  sessionCleared,
  selectCurrentUser,
  selectSessionStatus,
  isUnauthorizedMutationError,
} from './api';
export type { SessionState, SessionStatus } from './api';
export { useSession } from './hooks/use-session';
export { useLogout } from './hooks/use-logout';
export { SessionLoader } from './components/session-loader';
export { AUTH_MESSAGES } from './validation';
