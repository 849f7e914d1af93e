import { Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { PlaceholderCard } from '../../components/ui/placeholder-card';

/** Screens of the route table that ship with later releases. */
export const LiveTrackerRoute = () => (
  <PlaceholderCard screen="Live Race Tracker" />
);

export function LiveRaceRoute() {
  const { extRaceId = '' } = useParams();
  return (
    <PlaceholderCard screen="Live Race">
      <Typography.Text type="secondary">
        Race <Typography.Text code>{extRaceId}</Typography.Text>
      </Typography.Text>
    </PlaceholderCard>
  );
}
