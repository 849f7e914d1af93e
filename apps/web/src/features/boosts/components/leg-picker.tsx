import type { BoostLeg } from '@overlay/domain';
import { Flex, Select } from 'antd';
import { useBoostRunnersQuery } from '../api/boosts.api';
import { RaceSelect } from './race-select';

/** One leg: a race (at most 20 listed, the rest by search) and one of its running runners. */
export function LegPicker({
  leg,
  fixedRace,
  index,
  onChange,
}: {
  leg: BoostLeg;
  /** Any-Of legs share the first leg's race. */
  fixedRace?: boolean;
  index: number;
  onChange: (leg: BoostLeg) => void;
}) {
  const { data: runners = [] } = useBoostRunnersQuery(leg.raceExtId, {
    skip: !leg.raceExtId,
  });
  return (
    <Flex gap="small" wrap>
      {!fixedRace && (
        <RaceSelect
          label={`Race ${index + 1}`}
          placeholder="Race"
          value={leg.raceExtId}
          onChange={(raceExtId) => onChange({ raceExtId, runnerExtId: '' })}
          style={{ minWidth: 220, flex: 1 }}
        />
      )}
      <Select
        aria-label={`Runner ${index + 1}`}
        style={{ minWidth: 200, flex: 1 }}
        placeholder="Runner"
        disabled={!leg.raceExtId}
        value={leg.runnerExtId || undefined}
        onChange={(runnerExtId: string) => onChange({ ...leg, runnerExtId })}
        options={runners
          .filter((r) => r.scratched === 0)
          .map((r) => ({ value: r.extId, label: `${r.number}. ${r.name}` }))}
      />
    </Flex>
  );
}
