/** The Alerts screen on its own, for app/'s lazy route: index.ts is the dashboard's (the saved views menu). */
export { AlertsPage } from './components/alerts-page';
