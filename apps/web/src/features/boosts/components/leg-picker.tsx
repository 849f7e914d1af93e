import { FORM_RACE_LIST_LIMIT } from '@overlay/domain';
import type { BoostLeg } from '@overlay/domain';
import { Flex, Select } from 'antd';
import { useBoostRacesQuery, useBoostRunnersQuery } from '../api/boosts.api';
import { raceLabel } from './race-runner-steps';

/** One leg: a race (at most 20 listed) and one of its running runners. */
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
  const { data: races = [] } = useBoostRacesQuery();
  const { data: runners = [] } = useBoostRunnersQuery(leg.raceExtId, { skip: !leg.raceExtId });
  return (
    <Flex gap="small" wrap>
      {!fixedRace && (
        <Select
          aria-label={`Race ${index + 1}`}
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 220, flex: 1 }}
          placeholder="Race"
          notFoundContent="No races found"
          value={leg.raceExtId || undefined}
          onChange={(raceExtId: string) => onChange({ raceExtId, runnerExtId: '' })}
          options={races.slice(0, FORM_RACE_LIST_LIMIT).map((r) => ({ value: r.extRaceId, label: raceLabel(r) }))}
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
