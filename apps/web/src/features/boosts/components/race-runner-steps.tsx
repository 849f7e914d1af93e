import { BOOST_FORM } from '@overlay/domain';
import { DeleteOutlined } from '@ant-design/icons';
import {
  Button,
  Empty,
  Flex,
  InputNumber,
  List,
  Select,
  Typography,
} from 'antd';
import { useBoostRacesQuery, useBoostRunnersQuery } from '../api/boosts.api';
import { addRunner } from '../model/bet-boost-draft';
import type { DraftBoost } from '../model/bet-boost-draft';
import { raceLabel } from '../model/race-search';
import { RaceSelect } from './race-select';

/** Step 2 Pick Race: the next races, at most 20 listed, the others found by search (docs/product.md §2). */
export function RaceStep({
  value,
  onChange,
}: {
  value: string;
  onChange: (raceExtId: string) => void;
}) {
  return (
    <RaceSelect
      label="Race"
      placeholder="Pick a race"
      value={value}
      onChange={onChange}
      style={{ width: '100%', maxWidth: 480 }}
    />
  );
}

/** Step 3 Select Runners: runners of the race get boosted odds (default 3, min 1.01, step 0.01). */
export function RunnersStep({
  raceExtId,
  boosts,
  onChange,
}: {
  raceExtId: string;
  boosts: DraftBoost[];
  onChange: (boosts: DraftBoost[]) => void;
}) {
  const { data: races = [] } = useBoostRacesQuery();
  const { data: runners = [] } = useBoostRunnersQuery(raceExtId, {
    skip: !raceExtId,
  });
  const race = races.find((r) => r.extRaceId === raceExtId);
  const label = race ? raceLabel(race) : raceExtId;
  return (
    <Flex vertical gap="middle">
      <Select
        aria-label="Runner"
        style={{ width: '100%', maxWidth: 480 }}
        placeholder="Add a runner"
        value={null}
        onChange={(runnerExtId: string) => {
          const runner = runners.find((r) => r.extId === runnerExtId);
          if (runner)
            onChange(
              addRunner(boosts, {
                raceExtId,
                raceLabel: label,
                runnerExtId,
                runnerLabel: `${runner.number}. ${runner.name}`,
              }),
            );
        }}
        options={runners
          .filter((r) => r.scratched === 0)
          .map((r) => ({ value: r.extId, label: `${r.number}. ${r.name}` }))}
      />
      {boosts.length === 0 ? (
        <Empty
          description="No boosts added yet"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
        />
      ) : (
        <List
          size="small"
          dataSource={boosts}
          rowKey={(b) => `${b.raceExtId}|${b.runnerExtId}`}
          renderItem={(b, i) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Remove ${b.runnerLabel}`}
                  onClick={() => onChange(boosts.filter((_, j) => j !== i))}
                />,
              ]}
            >
              <Flex wrap gap="small" align="center">
                <Typography.Text>
                  {b.runnerLabel}{' '}
                  <Typography.Text type="secondary">
                    {b.raceLabel}
                  </Typography.Text>
                </Typography.Text>
                <InputNumber
                  aria-label={`Boosted odds ${b.runnerLabel}`}
                  min={BOOST_FORM.betBoostOdds.min}
                  step={BOOST_FORM.betBoostOdds.step}
                  precision={2}
                  value={b.boostedOdds}
                  onChange={(v) =>
                    onChange(
                      boosts.map((x, j) =>
                        j === i
                          ? {
                              ...x,
                              boostedOdds: v ?? BOOST_FORM.betBoostOdds.min,
                            }
                          : x,
                      ),
                    )
                  }
                />
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
}
