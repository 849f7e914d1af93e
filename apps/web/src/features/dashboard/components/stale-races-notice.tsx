import type { StaleRace } from '@overlay/contracts';
import { Alert } from 'antd';
import { memo } from 'react';

/**
 * Says why some races have no rows: their fair price would need stale quotes, so they show no EV
 * (docs/ev-model.md, Stale quotes). Names the races and the books whose quotes are stale; nothing
 * is shown when no race is hidden.
 */
export const StaleRacesNotice = memo(function StaleRacesNotice({
  races,
}: {
  races: readonly StaleRace[];
}) {
  if (races.length === 0) return null;
  const books = [...new Set(races.flatMap((race) => race.books))].sort();
  const names = races.map((race) => `${race.venue} R${race.raceNumber}`);
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="stale-races-notice"
      title={`${races.length} race${races.length === 1 ? '' : 's'} hidden: prices stale (${books.join(', ')})`}
      description={`${names.join(', ')}: every book that prices the whole field has stale quotes, so there is no fair price and no EV until they update.`}
    />
  );
});
