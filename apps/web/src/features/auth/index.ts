/** The auth feature's UI surface, for app/ to compose (its store side is ./api). */
export { useSession } from './hooks/use-session';
export { useLogout } from './hooks/use-logout';
export { SessionLoader } from './components/session-loader';
