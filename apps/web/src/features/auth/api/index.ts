/**
 * The auth feature's store side (api endpoints, session slice), apart from its components and
 * hooks: what app/store.ts and the boot calls need, without the UI code (and Ant Design) those
 * bring. The feature's index re-exports it.
 */
export { authApi } from './auth.api';
export { hasSessionHint, SESSION_HINT_COOKIE } from './session-hint';
export {
  sessionReducer,
  sessionCleared,
  selectCurrentUser,
  selectSessionStatus,
  isUnauthorizedMutationError,
} from './session.slice';
export type { SessionState, SessionStatus } from './session.slice';
