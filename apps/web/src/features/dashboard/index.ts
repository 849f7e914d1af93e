/** The dashboard feature's public surface, for app/ to compose. */
export { DashboardPlaceholder } from './components/dashboard-placeholder';
