/**
 * The notifications feature's public surface, for app/ to compose. The settings screen is
 * imported from './settings-page' (a lazy route): re-exported here, it would be a static import
 * of the dashboard, which needs only the settings query.
 */
export { useNotificationSettingsQuery } from './api/notifications.api';
