import type { OpportunitiesQuery, SortField } from '@overlay/domain';
import { Flex, Switch, Typography } from 'antd';

/** Sort fields that mean something only with the Matched mode's columns. */
const MATCHED_SORTS: readonly SortField[] = [
  'layPrice',
  'matchRating',
  'lockRating',
  'lockedEV',
];

/**
 * Turning the Matched mode on or off (docs/ev-model.md §10, kept in the address as `matched=true`):
 * on, a table still in the default order sorts by locked EV; off, a sort by a Matched column goes
 * back to the default (its column is gone).
 */
export function matchedModeChange(
  query: OpportunitiesQuery,
  matched: boolean,
): Partial<OpportunitiesQuery> {
  if (matched && query.sortBy === 'totalEV')
    return { matched, sortBy: 'lockedEV', sortDir: 'desc' };
  if (!matched && MATCHED_SORTS.includes(query.sortBy))
    return { matched, sortBy: 'totalEV', sortDir: 'desc' };
  return { matched };
}

/** The dashboard's switch between the +EV view and the Matched (back and lay) view. */
export function MatchedSwitch({
  matched,
  onChange,
}: {
  matched: boolean;
  onChange: (matched: boolean) => void;
}) {
  return (
    <Flex gap={6} align="center">
      <Switch
        aria-label="Matched"
        checked={matched}
        onChange={onChange}
        size="small"
      />
      <Typography.Text>Matched</Typography.Text>
    </Flex>
  );
}
