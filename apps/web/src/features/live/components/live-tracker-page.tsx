import type { RaceView } from '@overlay/contracts';
import { RadarChartOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { RaceTime } from '../../../components/ui/race-time';
import { useMemo, useState } from 'react';
import { serverMessage } from '../../../lib/api-error';
import { useTrackerRacesQuery } from '../api/live.api';
import { filterRaces, NO_TRACKER_FILTERS } from '../model/tracker-filters';
import { TrackerFiltersBar } from './tracker-filters-bar';

const COLUMNS: TableColumnsType<RaceView> = [
  {
    title: 'Start',
    dataIndex: 'startTime',
    width: 210,
    render: (start: string, race) => <RaceTime startTime={start} startTimeLocal={race.startTimeLocal} />,
  },
  { title: 'Code', dataIndex: 'code', width: 70, render: (code: string) => <Tag>{code}</Tag> },
  { title: 'Track', dataIndex: 'track' },
  { title: 'Race', dataIndex: 'number', width: 70, render: (n: number) => `R${n}` },
  { title: 'Name', dataIndex: 'name', responsive: ['md'], ellipsis: true },
  { title: 'Runners', dataIndex: 'runnersCount', width: 90, responsive: ['sm'] },
  {
    title: 'State',
    dataIndex: 'state',
    width: 90,
    responsive: ['sm'],
    render: (state: string) => (
      <Tag color={state === 'open' ? 'green' : 'default'}>{state}</Tag>
    ),
  },
];

/** Live Race Tracker list (docs/product.md §2): filterable races; a row opens its live race page. */
export function LiveTrackerPage({
  raceHref,
  onOpenRace,
}: {
  raceHref: (extRaceId: string) => string;
  onOpenRace: (extRaceId: string) => void;
}) {
  const { data: races = [], error, isLoading, refetch } = useTrackerRacesQuery();
  const [filters, setFilters] = useState(NO_TRACKER_FILTERS);
  const shown = useMemo(() => filterRaces(races, filters), [races, filters]);

  return (
    <Flex vertical gap={16}>
      <title>Live Race Tracker · Overlay</title>
      <Flex vertical gap={2}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }}>
          <RadarChartOutlined /> Live Race Tracker
        </Typography.Title>
        <Typography.Text type="secondary">
          Pick a race to follow its odds and EV live.
        </Typography.Text>
      </Flex>
      <Card>
        <Flex vertical gap={16}>
          <TrackerFiltersBar filters={filters} onChange={setFilters} count={shown.length} />
          {error ? (
            <Alert
              type="error"
              showIcon
              title="Something Went Wrong"
              description={serverMessage(error, 'Unable to load races.')}
              action={<Button onClick={() => void refetch()}>Retry</Button>}
            />
          ) : (
            <Table<RaceView>
              rowKey="extRaceId"
              size="small"
              loading={isLoading}
              columns={COLUMNS}
              dataSource={shown}
              // A phone scrolls the table sideways inside its card, never the whole page.
              scroll={{ x: 'max-content' }}
              pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
              locale={{ emptyText: <Empty description="No races found" /> }}
              onRow={(race) => ({
                onClick: () => onOpenRace(race.extRaceId),
                // The keyboard opens a race too: Tab to the row, Enter.
                tabIndex: 0,
                onKeyDown: (event) => {
                  if (event.key === 'Enter') onOpenRace(race.extRaceId);
                },
                style: { cursor: 'pointer' },
                'data-href': raceHref(race.extRaceId),
              })}
            />
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
