import { DEBUG_FORMULA_REFERENCE, fairPriceMethodLabel, retentionLabel, shownDecimals } from '@overlay/domain';
import type { DebugPromoCalculation } from '@overlay/contracts';
import {
  Alert,
  Button,
  Descriptions,
  Flex,
  Modal,
  Spin,
  Table,
  Tag,
  Typography,
} from 'antd';
import { FlucsCard } from '../../../components/flucs/flucs-card';
import { useDebugCalcQuery } from '../api/debug.api';
import type { DebugCalcArgs } from '../api/debug.api';
import { useDialogFocusReturn } from '../../../components/layout/dialog-focus-return';
import { HedgeSection } from './hedge-section';
import { formatBreakevenRetention, formatEV, formatNumber, retentionHighlight } from '../../../lib/display';

const pct = (v: number | null) => (v === null ? '—' : `${shownDecimals(v, 1)}%`);

/** The dialog's sections: second-level headings (the dialog's own title is none) at h5's size. */
const SECTION = { fontSize: 16 } as const;

/** The retention a book's figures used, and where it came from (docs/ev-model.md §10). */
function Retention({ calc }: { calc: DebugPromoCalculation }) {
  const value = calc.retention;
  const tone = retentionHighlight(value);
  const text = value === null ? '—' : value.toFixed(2);
  const label = retentionLabel(
    calc.retentionOrigin ?? 'promo',
    null,
    calc.promoType,
  );
  return (
    <span>
      {tone === null ? (
        <span>{text}</span>
      ) : (
        <Tag color={tone === 'green' ? 'green' : 'gold'}>{text}</Tag>
      )}
      {label && (
        <Typography.Text
          type="secondary"
          style={{ display: 'block', fontSize: 12, minWidth: 140 }}
        >
          {label}
        </Typography.Text>
      )}
    </span>
  );
}

const COLUMN_LIST = [
  {
    key: 'bookmaker',
    title: 'Bookmaker',
    dataIndex: 'bookmaker',
    fixed: 'left' as const,
  },
  {
    key: 'win',
    title: 'Win',
    render: (_: unknown, c: DebugPromoCalculation) => formatNumber(c.winPrice),
  },
  {
    key: 'place',
    title: 'Place',
    render: (_: unknown, c: DebugPromoCalculation) =>
      formatNumber(c.placePrice),
  },
  {
    key: 'pwin',
    title: 'p_win',
    render: (_: unknown, c: DebugPromoCalculation) => pct(c.p_win_pct),
  },
  {
    key: 'ptopk',
    title: 'p_topk',
    render: (_: unknown, c: DebugPromoCalculation) => pct(c.p_topk_pct),
  },
  { key: 'k', title: 'k', dataIndex: 'promoK' },
  {
    key: 'refund',
    title: 'Refund chance',
    render: (_: unknown, c: DebugPromoCalculation) => pct(c.refundChance_pct),
  },
  {
    key: 'retention',
    title: 'Retention',
    render: (_: unknown, c: DebugPromoCalculation) => (
      <Retention calc={c} />
    ),
  },
  {
    key: 'rstar',
    title: 'Breakeven r*',
    render: (_: unknown, c: DebugPromoCalculation) =>
      formatBreakevenRetention(c.breakevenRetention),
  },
  {
    key: 'source',
    title: 'Place source',
    render: (_: unknown, c: DebugPromoCalculation) => c.placeSource ?? '—',
  },
  {
    key: 'base',
    title: 'Base EV',
    render: (_: unknown, c: DebugPromoCalculation) => formatEV(c.baseEV_pct),
  },
  {
    key: 'promo',
    title: 'Promo EV',
    render: (_: unknown, c: DebugPromoCalculation) => formatEV(c.promoEV_pct),
  },
  {
    key: 'total',
    title: 'Total EV',
    render: (_: unknown, c: DebugPromoCalculation) => formatEV(c.totalEV_pct),
  },
];

/** Each column as wide as its widest cell, titles on one line ('Bookmaker' had wrapped mid-word). */
const COLUMNS = COLUMN_LIST.map((column) => ({
  ...column,
  onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }),
}));

/** EV Calculation Debug dialog (docs/product.md §2), with the breakeven retention r* per bookmaker. */
export function DebugDialog({
  target,
  onClose,
  onLogBet,
}: {
  target: DebugCalcArgs | null;
  onClose: () => void;
  /** Logs a bet on the row the dialog was opened from (closes this dialog first). */
  onLogBet?: () => void;
}) {
  const { data, error, isFetching } = useDebugCalcQuery(
    target ?? { extRaceId: '', runnerNumber: 0 },
    {
      skip: target === null,
    },
  );
  const message = (error as { message?: string } | undefined)?.message;
  const returnFocus = useDialogFocusReturn(target !== null);
  return (
    <Modal
      open={target !== null}
      onCancel={onClose}
      afterClose={returnFocus}
      footer={
        onLogBet ? (
          <Button type="primary" onClick={onLogBet}>
            Log bet
          </Button>
        ) : null
      }
      width={1000}
      title="EV Calculation Debug"
      destroyOnHidden
    >
      {isFetching && <Spin />}
      {error && !isFetching && (
        <Alert
          type="error"
          title={`Failed to load debug data: ${message || 'Unknown error'}`}
        />
      )}
      {data && !isFetching && (
        <>
          <Typography.Title level={2} style={SECTION}>Race information</Typography.Title>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 3 }}
            items={[
              {
                key: 'v',
                label: 'Race',
                children: `${data.race.venue} R${data.race.number}`,
              },
              { key: 'n', label: 'Name', children: data.race.name },
              { key: 'c', label: 'Code', children: data.race.code },
              {
                key: 'a',
                label: 'Active runners',
                children: data.race.activeRunners,
              },
            ]}
          />
          <Typography.Title level={2} style={SECTION}>Runner information</Typography.Title>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 3 }}
            items={[
              {
                key: 'r',
                label: 'Runner',
                children: `${data.runner.number}. ${data.runner.name}`,
              },
              {
                key: 'f',
                label: 'Fair price',
                children: formatNumber(data.runner.fairPrice),
              },
              {
                key: 'm',
                label: 'Method',
                // The tag moves under the method when both do not fit (375 px), rather than
                // squeezing 'Bookie MPTO' onto two lines beside it.
                children: (
                  <Flex wrap gap={4} align="center">
                    <span style={{ whiteSpace: 'nowrap' }}>
                      {data.runner.fairMethod}
                    </span>{' '}
                    {data.fairPriceMethod && (
                      <Tag data-testid="debug-fair-price-method">
                        {fairPriceMethodLabel(data.fairPriceMethod)}
                      </Tag>
                    )}
                  </Flex>
                ),
              },
            ]}
          />
          {target && (
            <FlucsCard
              extRaceId={target.extRaceId}
              runnerNumber={target.runnerNumber}
            />
          )}
          <Typography.Title level={2} style={SECTION}>Place market</Typography.Title>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 3 }}
            items={[
              {
                key: 'k',
                label: 'k',
                children: `${data.placeMarket.k} (${data.placeMarket.kReason})`,
              },
              {
                key: 'mv',
                label: 'MPTO valid',
                children:
                  data.placeMarket.mptoValid === null
                    ? '—'
                    : data.placeMarket.mptoValid
                      ? 'Yes'
                      : 'No',
              },
              {
                key: 'p',
                label: 'p_topk (standard)',
                children:
                  data.placeMarket.p_topk_standard === null
                    ? '—'
                    : `${(data.placeMarket.p_topk_standard * 100).toFixed(1)}%`,
              },
            ]}
          />
          <Typography.Title level={2} style={SECTION}>Applicable promos</Typography.Title>
          {data.applicablePromos.length === 0 ? (
            <Typography.Text type="secondary">None</Typography.Text>
          ) : (
            <ul>
              {data.applicablePromos.map((p) => (
                <li key={p.id}>
                  {p.bookmaker}: {p.label} (k={p.k}, ×{p.valueMultiplier})
                </li>
              ))}
            </ul>
          )}
          <Typography.Title level={2} style={SECTION}>
            Per-bookmaker calculations
          </Typography.Title>
          {/* Scrolls sideways on a phone; focusable so the keyboard can scroll it too. */}
          <div
            role="region"
            aria-label="Per-bookmaker calculations"
            tabIndex={0}
            style={{ overflowX: 'auto' }}
          >
            <Table
              size="small"
              rowKey="bookmaker"
              pagination={false}
              columns={COLUMNS}
              dataSource={data.promoCalculations}
            />
          </div>
          <HedgeSection
            calcs={data.promoCalculations}
            commission={data.commission ?? 7}
            bookmaker={target?.bookmaker}
            stake={target?.stake}
          />
          <Typography.Title level={2} style={SECTION}>Formula reference</Typography.Title>
          <ul>
            {DEBUG_FORMULA_REFERENCE.map((f) => (
              <li key={f.name}>
                <Typography.Text code>{f.formula}</Typography.Text>
              </li>
            ))}
          </ul>
          <Typography.Title level={2} style={SECTION}>Notes</Typography.Title>
          <ul>
            {data.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
