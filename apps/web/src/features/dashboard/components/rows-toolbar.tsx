import { Flex, Segmented, Typography } from 'antd';
import { MatchedSwitch } from './matched-switch';
import { SearchBox } from './search-box';

/**
 * Above the rows: 'N opportunities' ('Top N … (loading all)' while only the first page is in,
 * '(filtered from M)' under a search), the search box, the Matched switch and, on a wide screen,
 * the density.
 */
export function RowsToolbar({
  shown,
  total,
  partial,
  search,
  onSearch,
  matched,
  onMatched,
  wide,
  compact,
  onCompact,
}: {
  shown: number;
  total: number;
  partial: boolean;
  search: string;
  onSearch: (q: string) => void;
  matched: boolean;
  onMatched: (matched: boolean) => void;
  wide: boolean;
  compact: boolean;
  onCompact: (compact: boolean) => void;
}) {
  return (
    <Flex wrap gap={8} align="center" justify="space-between" style={{ marginBottom: 8 }}>
      <Typography.Text strong data-testid="row-count">
        {partial && search === '' && 'Top '}
        {shown} opportunities
        {partial && <Typography.Text type="secondary"> (loading all)</Typography.Text>}
        {search !== '' && <Typography.Text type="secondary"> (filtered from {total})</Typography.Text>}
      </Typography.Text>
      <Flex gap={8} wrap style={{ flex: '1 1 240px', justifyContent: 'flex-end' }}>
        <SearchBox applied={search} onApply={onSearch} />
        <MatchedSwitch matched={matched} onChange={onMatched} />
        {wide && (
          <Segmented
            aria-label="Density"
            options={['Comfortable', 'Compact']}
            value={compact ? 'Compact' : 'Comfortable'}
            onChange={(v) => onCompact(v === 'Compact')}
          />
        )}
      </Flex>
    </Flex>
  );
}
