import { Card, Col, Row, Statistic, theme, Typography } from 'antd';
import type { BetSummary } from '../api/bet-types';
import { evPct, fractionPct, money } from '../model/bet-format';

interface Item {
  key: string;
  title: string;
  value: string;
  /** Sign of the figure, for its colour; undefined = neutral. */
  sign?: number | null;
  /** Which bets the figure counts: a pending $50 bet is in Average EV, not yet in Turnover. */
  note: string;
}

const SETTLED = 'Settled bets';
const CLOSED = 'Bets with a closing price';

function items(summary: BetSummary): Item[] {
  return [
    {
      key: 'bets',
      title: 'Bets',
      value: `${summary.bets}${summary.pending > 0 ? ` (${summary.pending} pending)` : ''}`,
      note: `${summary.settled} settled`,
    },
    {
      key: 'turnover',
      title: 'Turnover',
      value: money(summary.turnover),
      note: SETTLED,
    },
    {
      key: 'profit',
      title: 'Profit',
      value: money(summary.profit, true),
      sign: summary.profit,
      note: SETTLED,
    },
    {
      key: 'roi',
      title: 'ROI',
      value: fractionPct(summary.roi),
      sign: summary.roi,
      note: SETTLED,
    },
    {
      key: 'expected',
      title: 'Expected profit',
      value: money(summary.expectedProfit, true),
      sign: summary.expectedProfit,
      note: SETTLED,
    },
    {
      key: 'ev',
      title: 'Average EV',
      value: evPct(summary.averageEv),
      sign: summary.averageEv,
      note: 'Every bet',
    },
    {
      key: 'clv',
      title: 'Average CLV',
      value: fractionPct(summary.averageClv),
      sign: summary.averageClv,
      note: CLOSED,
    },
    {
      key: 'beat',
      title: 'Beat the close',
      value:
        summary.beatCloseShare === null
          ? '—'
          : `${(summary.beatCloseShare * 100).toFixed(0)}%`,
      note: CLOSED,
    },
  ];
}

/** The bet log's summary (docs/architecture.md §5): eight statistics, four to a row on a desktop, two on a phone. */
export function BetSummaryCards({ summary }: { summary: BetSummary }) {
  const { token } = theme.useToken();
  // The text shades (AA on the card, lib/theme/theme-tokens.ts): antd's colorSuccess is a fill,
  // 2.3:1 on white as text.
  const colour = (sign: number | null | undefined) =>
    sign === null || sign === undefined || sign === 0
      ? undefined
      : sign > 0
        ? token.colorSuccessText
        : token.colorErrorText;
  return (
    <Row gutter={[12, 12]} data-testid="bet-summary">
      {items(summary).map((item) => (
        <Col key={item.key} xs={12} md={6}>
          <Card size="small">
            <Statistic
              title={item.title}
              value={item.value}
              styles={{ content: { fontSize: 20, color: colour(item.sign) } }}
            />
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              {item.note}
            </Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
