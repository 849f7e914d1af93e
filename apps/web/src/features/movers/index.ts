/** The movers feature's public surface, for app/ to compose. */
export { MoversPanel } from './components/movers-panel';
