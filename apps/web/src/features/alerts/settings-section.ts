/** The Alerts section of Settings on its own, for app/'s lazy settings route (see index.ts). */
export { AlertsSettingsCard } from './components/alerts-settings-card';
