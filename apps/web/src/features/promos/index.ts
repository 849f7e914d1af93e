/** The promos feature's public surface, for app/ to compose. */
export { RefundPromos } from './components/refund-promos';
