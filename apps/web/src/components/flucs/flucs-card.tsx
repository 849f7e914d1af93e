import { LineChartOutlined } from '@ant-design/icons';
import { Alert, Card, Flex, Select, Spin } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../lib/api-error';
import { useFlucsQuery } from './flucs.api';
import { FlucsChart } from './flucs-chart';

/**
 * A runner's flucs from the stored history (docs/product.md). With `runnerOptions` the card picks
 * the runner itself (the live race page); without, it charts `runnerNumber` (the debug dialog).
 */
export function FlucsCard({
  extRaceId,
  runnerNumber,
  runnerOptions,
}: {
  extRaceId: string;
  runnerNumber: number;
  runnerOptions?: { value: number; label: string }[];
}) {
  const [picked, setPicked] = useState<number | null>(null);
  const runner = picked ?? runnerNumber;
  const { data, error, isFetching } = useFlucsQuery({ extRaceId, runnerNumber: runner }, { skip: runner < 1 });
  return (
    <Card
      size="small"
      title={
        <Flex align="center" gap={8}>
          <LineChartOutlined /> Flucs {isFetching && <Spin size="small" />}
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        {runnerOptions && (
          <Select<number>
            aria-label="Flucs runner"
            value={runner}
            options={runnerOptions}
            onChange={setPicked}
            style={{ width: '100%' }}
          />
        )}
        {error ? (
          <Alert type="error" showIcon title={serverMessage(error, 'Failed to load price history')} />
        ) : (
          data && <FlucsChart flucs={data} />
        )}
      </Flex>
    </Card>
  );
}
