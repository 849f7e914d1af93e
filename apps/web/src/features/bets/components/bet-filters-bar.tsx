import type { BetFilters } from '@overlay/contracts';
import { DownloadOutlined } from '@ant-design/icons';
import { PROMO_TYPES, RACE_CODES } from '@overlay/domain';
import { Button, DatePicker, Flex, Select } from 'antd';
import dayjs from 'dayjs';
import { useBetBookmakersQuery } from '../api/bets.api';
import { hasBetFilters } from '../model/bet-filters';
import { EXACT_MATCH_FIRST } from '../../../lib/exact-match-first';

const DAY = 'YYYY-MM-DD';

/** Date range, bookmaker, code and promo type, plus the CSV export of what they leave. */
export function BetFiltersBar(props: {
  filters: BetFilters;
  onChange: (change: Partial<BetFilters>) => void;
  onReset: () => void;
  onExport: () => void;
  exportDisabled: boolean;
}) {
  const { filters, onChange } = props;
  const { data: bookmakers = [] } = useBetBookmakersQuery();
  const bookmakerOptions = [
    ...new Set([...bookmakers, filters.bookmaker].filter(Boolean)),
  ]
    .sort()
    .map((b) => ({ value: b, label: b }));
  return (
    <Flex wrap gap={8} align="center">
      <DatePicker.RangePicker
        aria-label="Placed between"
        allowEmpty={[true, true]}
        value={[
          filters.from ? dayjs(filters.from, DAY) : null,
          filters.to ? dayjs(filters.to, DAY) : null,
        ]}
        onChange={(range) =>
          onChange({
            from: range?.[0]?.format(DAY) ?? '',
            to: range?.[1]?.format(DAY) ?? '',
          })
        }
        style={{ flex: '1 1 240px', maxWidth: 300 }}
      />
      <Select
        aria-label="Bookmaker"
        allowClear
        showSearch={EXACT_MATCH_FIRST}
        placeholder="Bookmaker"
        value={filters.bookmaker || undefined}
        options={bookmakerOptions}
        onChange={(value?: string) => onChange({ bookmaker: value ?? '' })}
        style={{ flex: '1 1 140px', maxWidth: 200 }}
      />
      <Select
        aria-label="Code"
        allowClear
        placeholder="Code"
        value={filters.code || undefined}
        options={RACE_CODES.map((c) => ({ value: c, label: c }))}
        onChange={(value?: string) => onChange({ code: value ?? '' })}
        style={{ flex: '0 1 100px' }}
      />
      <Select
        aria-label="Promo type"
        allowClear
        placeholder="Promo type"
        value={filters.promoType || undefined}
        options={PROMO_TYPES.map((t) => ({ value: t, label: t }))}
        onChange={(value?: string) => onChange({ promoType: value ?? '' })}
        style={{ flex: '1 1 170px', maxWidth: 220 }}
      />
      {hasBetFilters(filters) && (
        <Button onClick={props.onReset}>Clear filters</Button>
      )}
      <Button
        icon={<DownloadOutlined />}
        onClick={props.onExport}
        disabled={props.exportDisabled}
        style={{ marginInlineStart: 'auto' }}
      >
        Export CSV
      </Button>
    </Flex>
  );
}
