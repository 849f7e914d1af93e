/**
 * The alerts feature's public surface, for app/ to compose: the saved views dropdown of the
 * dashboard header. The Settings section (rules, webhooks, history) is imported from
 * './settings-section' by the lazy settings route.
 */
export { SavedViewsMenu } from './components/saved-views-menu';
