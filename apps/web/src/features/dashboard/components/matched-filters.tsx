import { FILTER_BOUNDS } from '@overlay/domain';
import type { FilterState } from '@overlay/domain';
import { Flex, Slider, Switch, Typography } from 'antd';

/**
 * The Matched mode's filters (docs/ev-model.md §10): the least back / lay rating a row needs (a
 * row without a lay has none) and a lay being there at all.
 */
export function MatchedFilters({
  filters,
  onChange,
}: {
  filters: FilterState;
  onChange: (change: Partial<FilterState>) => void;
}) {
  const b = FILTER_BOUNDS.minRating;
  return (
    <>
      <Flex vertical gap={2}>
        <Flex justify="space-between">
          <Typography.Text strong>Minimum rating</Typography.Text>
          <Typography.Text type="secondary">
            {filters.minRating > 0 ? `${filters.minRating}%` : 'Any'}
          </Typography.Text>
        </Flex>
        <Slider
          ariaLabelForHandle="Minimum rating"
          ariaValueTextFormatterForHandle={(v) => (v ? `${v} %` : 'any')}
          min={b.min}
          max={b.max}
          step={b.step}
          value={filters.minRating}
          onChange={(v) => onChange({ minRating: v })}
        />
      </Flex>
      <Flex justify="space-between">
        <Typography.Text>Lay price present</Typography.Text>
        <Switch
          aria-label="Lay price present"
          checked={filters.layOnly}
          onChange={(v) => onChange({ layOnly: v })}
        />
      </Flex>
    </>
  );
}
