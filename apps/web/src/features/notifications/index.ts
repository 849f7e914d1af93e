/** The notifications feature's public surface, for app/ to compose. */
export { NotificationSettingsPage } from './components/notification-settings-page';
export { useNotificationSettingsQuery } from './api/notifications.api';
