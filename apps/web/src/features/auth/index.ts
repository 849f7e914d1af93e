/** The auth feature's public surface, for app/ to compose. */
export { authApi } from './api/auth.api';
export {
  sessionReducer,
  sessionCleared,
  selectCurrentUser,
  selectSessionStatus,
  isUnauthorizedMutationError,
} from './api/session.slice';
export type { SessionState, SessionStatus } from './api/session.slice';
export { useSession } from './hooks/use-session';
export { useLogout } from './hooks/use-logout';
export { SessionLoader } from './components/session-loader';
export { AUTH_MESSAGES } from './validation';
