import { LIVE_REFRESH_OPTIONS_MS, RETENTION_OVERRIDE_BOUND } from '@overlay/domain';
import type { LiveRefreshMs, LiveSortField } from '@overlay/domain';
import { Flex, InputNumber, Select, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface LiveControlValues {
  sortBy: LiveSortField;
  books: string[];
  retentionPct: number;
  intervalMs: LiveRefreshMs;
}

const SORT_OPTIONS = [
  { value: 'totalEV', label: 'Total EV' },
  { value: 'bonusPct', label: 'Bonus %' },
];
const REFRESH_OPTIONS = LIVE_REFRESH_OPTIONS_MS.map((ms) => ({
  value: ms,
  label: `${ms / 1000}s`,
}));

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      {children}
    </Flex>
  );
}

/** Live race controls (docs/product.md §2): sort by, bookmaker filter, retention override and refresh rate. */
export function LiveControls({
  values,
  bookOptions,
  onChange,
}: {
  values: LiveControlValues;
  bookOptions: string[];
  onChange: (values: LiveControlValues) => void;
}) {
  const { min, max, step } = RETENTION_OVERRIDE_BOUND;
  return (
    <Flex wrap gap={12} align="flex-end">
      <Labelled label="Sort by">
        <Select<LiveSortField>
          aria-label="Sort by"
          value={values.sortBy}
          options={SORT_OPTIONS}
          onChange={(sortBy) => onChange({ ...values, sortBy })}
          style={{ width: 130 }}
        />
      </Labelled>
      <Labelled label="Bookmakers">
        <Select<string[]>
          aria-label="Bookmakers"
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          placeholder="All bookmakers"
          value={values.books}
          options={bookOptions.map((book) => ({ value: book, label: book }))}
          onChange={(books) => onChange({ ...values, books })}
          style={{ width: 240, maxWidth: '100%' }}
        />
      </Labelled>
      <Labelled label="Retention %">
        <InputNumber<number>
          aria-label="Retention %"
          min={min}
          max={max}
          step={step}
          precision={0}
          value={values.retentionPct}
          onChange={(value) => {
            if (value === null || value < min || value > max) return;
            onChange({ ...values, retentionPct: Math.round(value / step) * step });
          }}
          style={{ width: 100 }}
        />
      </Labelled>
      <Labelled label="Refresh rate">
        <Select<LiveRefreshMs>
          aria-label="Refresh rate"
          value={values.intervalMs}
          options={REFRESH_OPTIONS}
          onChange={(intervalMs) => onChange({ ...values, intervalMs })}
          style={{ width: 90 }}
        />
      </Labelled>
    </Flex>
  );
}
