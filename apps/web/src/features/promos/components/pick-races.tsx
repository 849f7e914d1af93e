import type { MeetingView } from '@overlay/contracts';
import { PROMO_DEFAULTS } from '@overlay/domain';
import type { RaceCode } from '@overlay/domain';
import { Button, Empty, Flex, Input, Select, Typography, theme } from 'antd';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useRaceSearchQuery } from '../api/promos.api';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { racesInRange } from '../model/promo-form';
import type { ChosenRace } from '../model/promo-form';
import { FORM_RACE_LIST_LIMIT, RACE_RANGE_SHORTCUTS } from '../../../config/layout';
import { TIMING } from '../../../config/timing';

interface Props {
  codes: RaceCode[];
  onAdd: (races: ChosenRace[]) => void;
}

const meetingKey = (m: MeetingView) => `${m.track}|${m.code}|${m.date ?? ''}`;

/**
 * Pick Races: a track search (250 ms debounce, docs/product.md §9) with a keyboard-navigable list of at most
 * 20 tracks, then the chosen track's races (at most 20) and the 1-4, 5-8, 9-12 shortcuts.
 */
export function PickRaces({ codes, onAdd }: Props) {
  const { token } = theme.useToken();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), TIMING.promoSearchDebounceMs);
  const { data: meetings = [], isFetching } = useRaceSearchQuery({
    query,
    codes,
    withinMinutes: PROMO_DEFAULTS.withinMinutes,
  });
  const tracks = meetings.slice(0, FORM_RACE_LIST_LIMIT);
  const [active, setActive] = useState(0);
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const meeting = tracks.find((m) => meetingKey(m) === chosenKey);
  const races = (meeting?.races ?? []).slice(0, FORM_RACE_LIST_LIMIT);

  const choose = (index: number) => {
    const m = tracks[index];
    if (m) setChosenKey(meetingKey(m));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const last = Math.min(tracks.length, FORM_RACE_LIST_LIMIT) - 1;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => Math.min(i + 1, last));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      choose(active);
    }
  };
  const add = (ids: string[]) =>
    onAdd(
      races
        .filter((r) => ids.includes(r.extRaceId))
        .map(({ extRaceId, track, number, code }) => ({
          extRaceId,
          track,
          number,
          code,
        })),
    );

  return (
    <Flex vertical gap="small">
      <Input.Search
        aria-label="Search tracks"
        placeholder="Search tracks"
        value={search}
        loading={isFetching}
        onChange={(e) => {
          setSearch(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        aria-controls="promo-track-list"
        aria-activedescendant={
          tracks[active] ? `promo-track-${active}` : undefined
        }
      />
      {tracks.length === 0 ? (
        <Empty description="No tracks found" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <div
          id="promo-track-list"
          role="listbox"
          aria-label="Tracks"
          style={{
            maxHeight: 220,
            overflowY: 'auto',
            border: `1px solid ${token.colorBorder}`,
            borderRadius: token.borderRadius,
          }}
        >
          {tracks.map((m, i) => {
            const selected = meetingKey(m) === chosenKey;
            return (
              <div
                key={meetingKey(m)}
                id={`promo-track-${i}`}
                role="option"
                aria-selected={selected}
                onClick={() => {
                  setActive(i);
                  choose(i);
                }}
                style={{
                  padding: '4px 12px',
                  cursor: 'pointer',
                  background: selected
                    ? token.controlItemBgActive
                    : i === active
                      ? token.controlItemBgHover
                      : undefined,
                }}
              >
                {m.track}{' '}
                <Typography.Text type="secondary">
                  {m.code} · {m.races.length} races
                </Typography.Text>
              </div>
            );
          })}
        </div>
      )}
      {meeting && (
        <Flex vertical gap="small">
          <Flex wrap gap="small" align="center">
            <Typography.Text strong>{meeting.track}</Typography.Text>
            {RACE_RANGE_SHORTCUTS.map((range) => (
              <Button
                key={range.join('-')}
                size="small"
                onClick={() =>
                  add(racesInRange(races, range).map((r) => r.extRaceId))
                }
              >
                {range.join('-')}
              </Button>
            ))}
            <Button
              size="small"
              onClick={() => add(races.map((r) => r.extRaceId))}
            >
              All
            </Button>
          </Flex>
          {races.length === 0 ? (
            <Typography.Text type="secondary">No races found</Typography.Text>
          ) : (
            <Select
              aria-label="Races"
              mode="multiple"
              placeholder="Add races"
              value={[]}
              onChange={(ids: string[]) => add(ids)}
              options={races.map((r) => ({
                value: r.extRaceId,
                label: `R${r.number} ${r.name}`.trim(),
              }))}
            />
          )}
        </Flex>
      )}
    </Flex>
  );
}
