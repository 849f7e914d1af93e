/** The dashboard feature's public surface, for app/ to compose. */
export { DashboardPage } from './components/dashboard-page';
