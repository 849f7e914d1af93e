/**
 * The betting-settings feature's public surface, for app/ to compose: the settings query (the
 * dashboard and live pages size their stakes with it). The form is imported from
 * './settings-section' by the lazy settings route, so it stays out of the dashboard's first load.
 */
export { useBettingSettingsQuery } from './api/betting-settings.api';
