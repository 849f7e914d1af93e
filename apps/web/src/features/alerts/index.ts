/**
 * The alerts feature's public surface, for app/ to compose: the saved views dropdown of the
 * dashboard header. The Alerts screen (rules, webhooks, history) is imported from
 * './alerts-screen' by its lazy route.
 */
export { SavedViewsMenu } from './components/saved-views-menu';
