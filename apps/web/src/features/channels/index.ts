/**
 * The channels feature's public surface, for app/ to compose: the service worker's registration
 * (boot). The Settings card is imported from './settings-section' by the lazy settings route.
 */
export { registerServiceWorker } from './register-service-worker';
