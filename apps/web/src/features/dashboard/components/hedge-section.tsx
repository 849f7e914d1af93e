import { retentionLabel } from '@overlay/domain';
import type {
  DebugPromoCalculation,
  MeasuredRetention,
} from '@overlay/contracts';
import { boostedWinPrice, hedgePlan, matchRating } from '@overlay/ev-engine';
import { Flex, InputNumber, Table, Typography } from 'antd';
import { useState } from 'react';
import { useMeasuredRetentionQuery } from '../api/debug.api';
import { formatEV, formatNumber } from '../../../lib/display';

// The debug dialog's "Back and lay" section (docs/ev-model.md §10): for the stake in the box, each
// book's lay stake, liability and result if the runner wins, loses or places, from the engine's
// hedgePlan (what a matched bet settles to), and each book's measured retention with its source.

const money = (v: number | null) => (
  // One line: '−$6.17' broke after its sign in a narrow column.
  <span style={{ whiteSpace: 'nowrap' }}>
    {v === null ? '—' : `${v < 0 ? '−' : ''}$${Math.abs(v).toFixed(2)}`}
  </span>
);

interface HedgeRow {
  calc: DebugPromoCalculation;
  measured: MeasuredRetention | undefined;
}

function planOf(calc: DebugPromoCalculation, stake: number, c: number) {
  if (calc.layPrice == null) return null;
  const boost = calc.promoType === 'BetBoost' ? (calc.retention ?? 0) : null;
  const back =
    boost === null ? calc.winPrice : boostedWinPrice(calc.winPrice, boost);
  // A refund promo returns the stake when the runner places without winning: a bonus bet or token
  // at its retention, cash back at its refund share (the retention the calculation used).
  const refund =
    calc.promoType === null || boost !== null || calc.retention === null
      ? null
      : stake * calc.retention;
  return hedgePlan(stake, back, calc.layPrice, c, refund);
}

export function HedgeSection({
  calcs,
  commission,
  bookmaker,
  stake: initialStake,
}: {
  calcs: DebugPromoCalculation[];
  /** Percent. */
  commission: number;
  bookmaker?: string;
  stake?: number | null;
}) {
  const [stake, setStake] = useState<number>(initialStake ?? 50);
  const { data: measured } = useMeasuredRetentionQuery();
  const c = commission / 100;
  const rows: HedgeRow[] = [...calcs]
    .sort((x, y) =>
      x.bookmaker === bookmaker ? -1 : y.bookmaker === bookmaker ? 1 : 0,
    )
    .map((calc) => ({
      calc,
      measured: measured?.books.find((m) => m.bookmaker === calc.bookmaker),
    }));
  const columns = [
    {
      key: 'b',
      title: 'Bookmaker',
      render: (_: unknown, r: HedgeRow) => r.calc.bookmaker,
    },
    {
      key: 'back',
      title: 'Back',
      render: (_: unknown, r: HedgeRow) => formatNumber(r.calc.winPrice),
    },
    {
      key: 'lay',
      title: 'Lay',
      render: (_: unknown, r: HedgeRow) => formatNumber(r.calc.layPrice),
    },
    {
      key: 'rating',
      title: 'Rating',
      render: (_: unknown, r: HedgeRow) =>
        r.calc.layPrice == null
          ? '—'
          : `${matchRating(r.calc.winPrice, r.calc.layPrice).toFixed(1)}%`,
    },
    {
      key: 'locked',
      title: 'Locked',
      render: (_: unknown, r: HedgeRow) => formatEV(r.calc.lockRating),
    },
    {
      key: 'lockedEV',
      title: 'Locked EV',
      render: (_: unknown, r: HedgeRow) => formatEV(r.calc.lockedEV),
    },
    {
      key: 'layStake',
      title: 'Lay stake',
      render: (_: unknown, r: HedgeRow) =>
        money(planOf(r.calc, stake, c)?.layStake ?? null),
    },
    {
      key: 'liability',
      title: 'Liability',
      render: (_: unknown, r: HedgeRow) =>
        money(planOf(r.calc, stake, c)?.liability ?? null),
    },
    {
      key: 'wins',
      title: 'If it wins',
      render: (_: unknown, r: HedgeRow) =>
        money(planOf(r.calc, stake, c)?.ifWins ?? null),
    },
    {
      key: 'loses',
      title: 'If it loses',
      render: (_: unknown, r: HedgeRow) =>
        money(planOf(r.calc, stake, c)?.ifLoses ?? null),
    },
    {
      key: 'places',
      title: 'If it places',
      render: (_: unknown, r: HedgeRow) =>
        money(planOf(r.calc, stake, c)?.ifPlaces ?? null),
    },
    {
      key: 'retention',
      title: 'Retention',
      onCell: () => ({ style: { minWidth: 180 } }),
      render: (_: unknown, r: HedgeRow) =>
        retentionLabel(
          r.calc.retentionOrigin ?? 'promo',
          r.calc.retention,
          r.calc.promoType,
        ) ?? '—',
    },
    {
      key: 'measured',
      title: 'Measured retention',
      // Wide enough for its source on two lines: squeezed, it ran to six and each row grew with it.
      onCell: () => ({ style: { minWidth: 300 } }),
      render: (_: unknown, r: HedgeRow) =>
        r.measured === undefined
          ? '—'
          : `${r.measured.retention.toFixed(2)}: ${r.measured.venue} R${r.measured.raceNumber} #${r.measured.runnerNumber} ${r.measured.runnerName}, ${formatNumber(r.measured.back)} back / ${formatNumber(r.measured.lay)} lay`,
    },
  ];
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        Back and lay
      </Typography.Title>
      <Flex gap={8} align="center" wrap style={{ marginBottom: 8 }}>
        <Typography.Text>Back stake ($)</Typography.Text>
        <InputNumber
          aria-label="Back stake"
          min={1}
          max={100_000}
          step={5}
          value={stake}
          onChange={(v) => setStake(v ?? 50)}
        />
        <Typography.Text type="secondary">
          Commission {commission}% · each leg to the cent as it settles
        </Typography.Text>
      </Flex>
      <div
        role="region"
        aria-label="Back and lay"
        tabIndex={0}
        style={{ overflowX: 'auto' }}
      >
        <Table
          size="small"
          rowKey={(r: HedgeRow) => r.calc.bookmaker}
          pagination={false}
          columns={columns}
          dataSource={rows}
        />
      </div>
    </>
  );
}
