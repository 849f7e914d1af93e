import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useBoostRacesQuery } from '../api/boosts.api';
import { matchingRaces, raceLabel } from '../model/race-search';
import { FORM_RACE_LIST_LIMIT } from '../../../config/layout';
import { TIMING } from '../../../config/timing';

/**
 * A race of the boost forms: at most 20 races listed (docs/product.md §2), the rest reached by typing (track,
 * code or 'R4'), the search settling 250 ms after the last keystroke like Pick Races (docs/product.md §9).
 */
export function RaceSelect({
  label,
  placeholder,
  value,
  onChange,
  style,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (raceExtId: string) => void;
  style?: CSSProperties;
}) {
  const { data: races = [], isLoading } = useBoostRacesQuery();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, TIMING.promoSearchDebounceMs);
  const listed = matchingRaces(races, query).slice(0, FORM_RACE_LIST_LIMIT);
  // The chosen race keeps its label when a later search no longer lists it.
  const chosen = races.find((r) => r.extRaceId === value);
  const options =
    chosen && !listed.includes(chosen) ? [chosen, ...listed] : listed;
  return (
    <Select
      aria-label={label}
      showSearch
      filterOption={false}
      searchValue={search}
      onSearch={setSearch}
      loading={isLoading}
      style={style}
      placeholder={placeholder}
      notFoundContent="No races found"
      value={value || undefined}
      onChange={(raceExtId: string) => {
        setSearch('');
        onChange(raceExtId);
      }}
      options={options.map((r) => ({
        value: r.extRaceId,
        label: raceLabel(r),
      }))}
    />
  );
}
