/**
 * The auth feature's store side (api endpoints, session slice), apart from its components and
 * hooks: what app/store.ts and the boot calls need, without the UI code (and Ant Design) those
 * bring. The feature's index holds the UI side.
 */
export { authApi } from './auth.api';
export { hasSessionHint } from './session-hint';
export {
  sessionReducer,
  sessionCleared,
  isUnauthorizedMutationError,
} from './session.slice';
export type { SessionState } from './session.slice';
