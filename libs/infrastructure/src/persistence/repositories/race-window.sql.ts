import type { RaceWindow } from '@overlay/domain';

/**
 * The WHERE clause selecting a window's races (alias `r`) and its parameters, numbered from
 * `$1`; callers append their own parameters after these.
 */
export function raceWindowFilter(window: RaceWindow): { where: string; params: unknown[] } {
  return {
    where: `r.start_time >= $1 AND r.start_time <= $2
      AND ($3::text[] IS NULL OR r.code = ANY($3::text[]))
      AND ($4::text[] IS NULL OR r.state = ANY($4::text[]))`,
    params: [
      window.from,
      window.to,
      window.codes ? [...window.codes] : null,
      window.states ? [...window.states] : null,
    ],
  };
}

/**
 * The order of a race list (alias `r`): by start time, then venue and number. Every read that
 * lists races gives them in it, so a listing and the markets read for it line up.
 */
export const RACE_LIST_ORDER = 'r.start_time, r.venue, r.number';
