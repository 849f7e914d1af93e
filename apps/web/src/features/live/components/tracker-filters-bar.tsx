import { RACE_CODES } from '@overlay/domain';
import type { RaceCode } from '@overlay/domain';
import { Button, Flex, Input, InputNumber, Select, Typography } from 'antd';
import { isFiltered, NO_TRACKER_FILTERS, resultCount } from '../model/tracker-filters';
import type { TrackerFilters } from '../model/tracker-filters';

const CODE_OPTIONS = [
  { value: 'all', label: 'All codes' },
  ...RACE_CODES.map((code) => ({ value: code, label: code })),
];

/** Racing code, track name and race number, Reset Filters and the result count (docs/product.md §2). */
export function TrackerFiltersBar({
  filters,
  onChange,
  count,
}: {
  filters: TrackerFilters;
  onChange: (filters: TrackerFilters) => void;
  count: number;
}) {
  return (
    <Flex wrap gap={8} align="center">
      <Select<RaceCode | 'all'>
        aria-label="Racing code"
        value={filters.code}
        options={CODE_OPTIONS}
        onChange={(code) => onChange({ ...filters, code })}
        style={{ width: 120 }}
      />
      <Input
        aria-label="Track name"
        placeholder="Track name"
        allowClear
        value={filters.track}
        onChange={(event) => onChange({ ...filters, track: event.target.value })}
        style={{ width: 200, maxWidth: '100%' }}
      />
      <InputNumber<number>
        aria-label="Race number"
        placeholder="Race number"
        min={1}
        max={99}
        precision={0}
        value={filters.raceNumber}
        onChange={(value) =>
          onChange({ ...filters, raceNumber: value ?? null })
        }
        style={{ width: 130 }}
      />
      <Button
        onClick={() => onChange(NO_TRACKER_FILTERS)}
        disabled={!isFiltered(filters)}
      >
        Reset Filters
      </Button>
      <Typography.Text type="secondary" data-testid="race-count">
        {resultCount(count)}
      </Typography.Text>
    </Flex>
  );
}
