/** The admin-users feature's public surface, for app/ to compose. */
export { AdminUsersPage } from './components/admin-users-page';
