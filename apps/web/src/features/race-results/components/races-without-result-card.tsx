import { FlagOutlined } from '@ant-design/icons';
import type { RaceWithoutResultView } from '@overlay/contracts';
import { Alert, Card, Flex, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useRacesWithoutResultQuery } from '../api/race-results.api';

const COLUMNS: TableColumnsType<RaceWithoutResultView> = [
  {
    title: 'Race',
    key: 'race',
    render: (_, race) => `${race.venue} R${race.number}`,
  },
  {
    title: 'Started',
    dataIndex: 'startTime',
    render: (iso: string) =>
      new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' }),
  },
  { title: 'Pending bets', dataIndex: 'pendingBets', align: 'right' },
  {
    title: 'Result',
    key: 'status',
    render: (_, race) =>
      race.givenUp ? (
        <Tag color="red">No result after 7 days: no longer asked for</Tag>
      ) : (
        <Tag color="gold">Still asking the feed</Tag>
      ),
  },
];

/**
 * Admin Panel: the races past their start with no result stored (docs/feeds.md, results). Their
 * bets stay pending until a result comes; a race a week old is no longer asked for and waits
 * here for a person, never silently pending.
 */
export function RacesWithoutResultCard() {
  const { data: races = [], error, isLoading } = useRacesWithoutResultQuery();
  return (
    <Card
      title={
        <Flex align="center" gap={8}>
          <FlagOutlined /> Races without a result
          {!error && !isLoading && <Typography.Text type="secondary">({races.length})</Typography.Text>}
        </Flex>
      }
      styles={{ body: { padding: error || races.length === 0 ? 24 : 0 } }}
    >
      {error ? (
        <Alert type="error" showIcon title="Failed to load the races without a result" />
      ) : races.length === 0 && !isLoading ? (
        <Typography.Text type="secondary">Every race past its start has its result.</Typography.Text>
      ) : (
        <div role="region" aria-label="Races without a result" tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table
            rowKey="extRaceId"
            size="small"
            columns={COLUMNS}
            dataSource={races}
            loading={isLoading}
            pagination={false}
          />
        </div>
      )}
    </Card>
  );
}
