import {
  FILTER_BOUNDS,
  filtersDifferFromDefaults,
  formatTimeWindow,
  formatTimeWindowShort,
  RACE_CODES,
  setIncludePromos,
  setPromoOnly,
  TIME_WINDOW_PRESETS,
} from '@overlay/domain';
import type { FilterState, RaceCode } from '@overlay/domain';
import type { CatalogueSource } from '@overlay/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Flex,
  Slider,
  Switch,
  Typography,
} from 'antd';
import { memo, useState } from 'react';
import { BookmakerFilter } from './bookmaker-filter';
import { MatchedFilters } from './matched-filters';

const LEGEND_KEY = 'overlay.raceCodeLegendDismissed';
const CODE_NAMES: Record<RaceCode, string> = {
  TB: 'Thoroughbred',
  GR: 'Greyhound',
  HR: 'Harness',
};

interface FilterPanelProps {
  filters: FilterState;
  known: readonly string[];
  /** The switched-on sources of the catalogue (the bookmaker filter's groups). */
  sources: readonly CatalogueSource[];
  onChange: (change: Partial<FilterState>) => void;
  onReset: () => void;
  /** The Matched mode adds its rating and lay filters. */
  matched?: boolean;
}

function Labelled({
  label,
  value,
  children,
}: {
  label: string;
  value: string;
  children: React.ReactNode;
}) {
  return (
    <Flex vertical gap={2}>
      <Flex justify="space-between">
        <Typography.Text strong>{label}</Typography.Text>
        <Typography.Text type="secondary">{value}</Typography.Text>
      </Flex>
      {children}
    </Flex>
  );
}

/** docs/product.md §2 Filter panel with the bounds and steps of §5 and the toggle couplings of §4. */
export const FilterPanel = memo(function FilterPanel({
  filters,
  known,
  sources,
  onChange,
  onReset,
  matched = false,
}: FilterPanelProps) {
  const [legendDismissed, setLegendDismissed] = useState(
    () => localStorage.getItem(LEGEND_KEY) === 'true',
  );
  const b = FILTER_BOUNDS;
  const pickCodes = (codes: RaceCode[]) => {
    // docs/product.md §4: picking a race code dismisses the legend for good.
    localStorage.setItem(LEGEND_KEY, 'true');
    setLegendDismissed(true);
    onChange({ raceCodes: codes.length > 0 ? codes : RACE_CODES.slice() });
  };
  return (
    <Flex vertical gap={16} data-testid="filter-panel">
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
          Filters
        </Typography.Title>
        {filtersDifferFromDefaults(filters, known) && (
          <Button size="small" onClick={onReset}>
            Reset
          </Button>
        )}
      </Flex>
      <Labelled label="Time window" value={formatTimeWindowShort(filters.withinMinutes)}>
        <Slider
          ariaLabelForHandle="Time window"
          ariaValueTextFormatterForHandle={(v) => formatTimeWindow(v ?? 0)}
          {...b.withinMinutes}
          value={filters.withinMinutes}
          onChange={(v) => onChange({ withinMinutes: v })}
        />
        <Flex gap={4} wrap>
          {TIME_WINDOW_PRESETS.map((p) => (
            <Button
              key={p.label}
              size="small"
              type={filters.withinMinutes === p.minutes ? 'primary' : 'default'}
              onClick={() => onChange({ withinMinutes: p.minutes })}
            >
              {p.label}
            </Button>
          ))}
        </Flex>
      </Labelled>
      <Labelled label="Minimum total EV" value={`${filters.minTotalEV}%`}>
        <Slider
          ariaLabelForHandle="Minimum total EV"
          ariaValueTextFormatterForHandle={(v) => `${v} %`}
          {...b.minTotalEV}
          value={filters.minTotalEV}
          onChange={(v) => onChange({ minTotalEV: v })}
        />
      </Labelled>
      <Labelled label="Maximum odds" value={filters.maxOdds.toFixed(1)}>
        <Slider
          ariaLabelForHandle="Maximum odds"
          ariaValueTextFormatterForHandle={(v) => (v ?? 0).toFixed(1)}
          {...b.maxOdds}
          value={filters.maxOdds}
          onChange={(v) => onChange({ maxOdds: v })}
        />
      </Labelled>
      <Labelled label="Minimum bonus %" value={`${filters.minBonusPct}%`}>
        <Slider
          ariaLabelForHandle="Minimum bonus %"
          ariaValueTextFormatterForHandle={(v) => `${v} %`}
          {...b.minBonusPct}
          value={filters.minBonusPct}
          onChange={(v) => onChange({ minBonusPct: v })}
        />
      </Labelled>
      <Labelled label="Results limit" value={String(filters.maxResults)}>
        <Slider
          ariaLabelForHandle="Results limit"
          ariaValueTextFormatterForHandle={(v) => String(v)}
          {...b.maxResults}
          value={filters.maxResults}
          onChange={(v) => onChange({ maxResults: v })}
        />
      </Labelled>
      <Flex justify="space-between">
        <Typography.Text>Require two bookmakers</Typography.Text>
        <Switch
          aria-label="Require two bookmakers"
          checked={filters.requireTwoBookies}
          onChange={(v) => onChange({ requireTwoBookies: v })}
        />
      </Flex>
      <Flex justify="space-between">
        <Typography.Text>Promo-Only</Typography.Text>
        <Switch
          aria-label="Promo-Only"
          checked={filters.promoOnly}
          disabled={!filters.includePromos}
          onChange={(v) => onChange(setPromoOnly(filters, v))}
        />
      </Flex>
      <Flex justify="space-between">
        <Typography.Text>Include Promotions</Typography.Text>
        <Switch
          aria-label="Include Promotions"
          checked={filters.includePromos}
          onChange={(v) => onChange(setIncludePromos(filters, v))}
        />
      </Flex>
      {matched && <MatchedFilters filters={filters} onChange={onChange} />}
      <Labelled
        label="Bookmakers"
        value={
          filters.bookmakers.length >= known.length
            ? `All ${known.length}`
            : `${filters.bookmakers.length} of ${known.length}`
        }
      >
        <BookmakerFilter
          selected={filters.bookmakers}
          known={known}
          sources={sources}
          onChange={(bookmakers) =>
            onChange({ bookmakers: bookmakers.length > 0 ? bookmakers : known.slice() })
          }
        />
      </Labelled>
      <Labelled label="Race codes" value={filters.raceCodes.join(', ')}>
        <Checkbox.Group
          options={RACE_CODES.map((c) => ({ value: c, label: c }))}
          value={filters.raceCodes}
          onChange={(v) => pickCodes(v)}
        />
        {!legendDismissed && (
          <Alert
            type="info"
            showIcon={false}
            title={RACE_CODES.map((c) => `${c} = ${CODE_NAMES[c]}`).join(' · ')}
          />
        )}
      </Labelled>
    </Flex>
  );
});
