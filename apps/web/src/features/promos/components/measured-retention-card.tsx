import type { MeasuredRetention } from '@overlay/contracts';
import { Alert, Button, Card, Table, theme, Typography } from 'antd';
import { useMinWidth } from '../../../lib/use-media-query';
import { usePromoMeasuredRetentionQuery } from '../api/promos.api';
import { formatNumber } from '../../../lib/display';

/** Where a book's measured retention comes from: race, runner, back and lay, and the money on the lay. */
const source = (m: MeasuredRetention) =>
  `${m.venue} R${m.raceNumber}, #${m.runnerNumber} ${m.runnerName}: ${formatNumber(m.back)} back, ${formatNumber(m.lay)} lay${m.laySize === null ? '' : ` ($${Math.round(m.laySize)} on offer)`}`;

/**
 * What a bonus bet at each bookmaker converts to now, backed there and laid on the exchange
 * (docs/ev-model.md §10): the best offer on races within the hour, with where it comes from.
 * Staff compare it with the value multipliers they set on their promos.
 */
export function MeasuredRetentionCard() {
  const { data, error, isFetching, refetch } = usePromoMeasuredRetentionQuery();
  // On a phone the source goes under its book (a third column left it three words a line).
  const { token } = theme.useToken();
  const phone = !useMinWidth(token.screenSM);
  const columns = [
    {
      key: 'b',
      title: 'Bookmaker',
      render: (_: unknown, m: MeasuredRetention) =>
        phone ? (
          <>
            <div>{m.bookmaker}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {source(m)}
            </Typography.Text>
          </>
        ) : (
          <span style={{ whiteSpace: 'nowrap' }}>{m.bookmaker}</span>
        ),
    },
    {
      key: 'r',
      title: 'Retention',
      width: 90,
      render: (_: unknown, m: MeasuredRetention) =>
        `${Math.round(m.retention * 100)}%`,
    },
    ...(phone
      ? []
      : [
          {
            key: 's',
            title: 'From',
            render: (_: unknown, m: MeasuredRetention) => source(m),
          },
        ]),
  ];
  return (
    <Card
      size="small"
      title={
        <span role="heading" aria-level={2}>
          Measured retention
        </span>
      }
      extra={
        <Button
          size="small"
          loading={isFetching}
          onClick={() => void refetch()}
        >
          Measure again
        </Button>
      }
      style={{ marginBottom: 16 }}
    >
      <Typography.Paragraph type="secondary">
        The best a bonus bet at each bookmaker converts to now, used there and
        laid on the exchange
        {data ? ` at ${data.commission}% commission` : ''}, on races within{' '}
        {data?.windowMinutes ?? 60} minutes of the jump.
      </Typography.Paragraph>
      {error ? (
        <Alert type="error" title="Could not measure retention" />
      ) : (
        <div
          role="region"
          aria-label="Measured retention"
          tabIndex={0}
          style={{ overflowX: 'auto' }}
        >
          <Table
            size="small"
            rowKey="bookmaker"
            pagination={false}
            loading={isFetching && !data}
            columns={columns}
            dataSource={data?.books ?? []}
            locale={{
              emptyText: 'No race within the hour has a lay to measure against',
            }}
          />
        </div>
      )}
    </Card>
  );
}
