/** The price-sources feature's public surface, for app/ to compose (the Admin Panel's card). */
export { PriceSourcesCard } from './components/price-sources-card';
