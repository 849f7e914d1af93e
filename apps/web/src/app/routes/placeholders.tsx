import { PlaceholderCard } from '../../components/ui/placeholder-card';

/** Screens of the route table that ship with later releases. */
export const PromoManagerRoute = () => (
  <PlaceholderCard screen="Promo Manager" />
);
export const BetBoostsRoute = () => <PlaceholderCard screen="Bet Boosts" />;
export const FixedBoostsRoute = () => <PlaceholderCard screen="Fixed Boosts" />;
export const PromosRoute = () => <PlaceholderCard screen="Promos" />;
