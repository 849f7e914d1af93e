/**
 * The settings screen on its own, for app/'s lazy route: the dashboard imports only the settings
 * query from index.ts, and a dynamic import of index.ts would pull the screen (Slider,
 * InputNumber...) into the dashboard's first load.
 */
export { NotificationSettingsPage } from './components/notification-settings-page';
