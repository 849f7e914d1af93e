import type { VenueRegion } from './venue';

// Racecards are written in local time (a Perth night meeting starts at 18:00 AWST); the snapshot
// carries UTC. The zones involved have had fixed daylight-saving rules since 2007-08, so plain
// rules are kept here: faster than Intl (called for every meeting) and with no ICU dependency.

type DstRule = 'AU' | 'NZ' | null;

const ZONES: Record<VenueRegion, { standardMinutes: number; dst: DstRule }> = {
  NSW: { standardMinutes: 600, dst: 'AU' },
  ACT: { standardMinutes: 600, dst: 'AU' },
  VIC: { standardMinutes: 600, dst: 'AU' },
  TAS: { standardMinutes: 600, dst: 'AU' },
  QLD: { standardMinutes: 600, dst: null },
  SA: { standardMinutes: 570, dst: 'AU' },
  NT: { standardMinutes: 570, dst: null },
  WA: { standardMinutes: 480, dst: null },
  NZL: { standardMinutes: 720, dst: 'NZ' },
};

const DAY_MS = 86_400_000;

function parseDate(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number);
  return [year, month, day];
}

/** Day of month of the n-th (1-based) Sunday of a month; n = -1 for the last one. */
function sundayOf(year: number, month: number, n: number): number {
  if (n > 0) {
    const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return 1 + ((7 - firstWeekday) % 7) + (n - 1) * 7;
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lastWeekday = new Date(Date.UTC(year, month - 1, lastDay)).getUTCDay();
  return lastDay - lastWeekday;
}

/**
 * Whether a local date is in daylight time. AU (NSW, ACT, VIC, TAS, SA): first Sunday of October
 * to first Sunday of April. NZ: last Sunday of September to first Sunday of April. The change
 * happens at 2-3 am, when nothing races, so whole days are enough.
 */
function isDaylightTime(
  rule: DstRule,
  year: number,
  month: number,
  day: number,
): boolean {
  if (rule === null) return false;
  if (month === 4) return day < sundayOf(year, 4, 1);
  if (month > 4 && month < 9) return false;
  if (month === 9) return rule === 'NZ' && day >= sundayOf(year, 9, -1);
  if (month === 10) return rule === 'NZ' || day >= sundayOf(year, 10, 1);
  return true; // November to March
}

/** Offset from UTC in minutes on a local date (Sydney in summer: +660). */
export function offsetMinutesOn(region: VenueRegion, date: string): number {
  const zone = ZONES[region];
  const [year, month, day] = parseDate(date);
  return (
    zone.standardMinutes + (isDaylightTime(zone.dst, year, month, day) ? 60 : 0)
  );
}

/** UTC instant of a local wall-clock time on a local date (`YYYY-MM-DD`). */
export function localTimeToUtc(
  date: string,
  minutesAfterMidnight: number,
  region: VenueRegion,
): number {
  const [year, month, day] = parseDate(date);
  const wallClockAsUtc =
    Date.UTC(year, month - 1, day) + minutesAfterMidnight * 60_000;
  return wallClockAsUtc - offsetMinutesOn(region, date) * 60_000;
}

/** The local calendar date (`YYYY-MM-DD`) of an instant in a region. */
export function localDateOf(instantMs: number, region: VenueRegion): string {
  const zone = ZONES[region];
  const standardDate = new Date(instantMs + zone.standardMinutes * 60_000)
    .toISOString()
    .slice(0, 10);
  const daylight =
    offsetMinutesOn(region, standardDate) !== zone.standardMinutes;
  return daylight
    ? new Date(instantMs + (zone.standardMinutes + 60) * 60_000)
        .toISOString()
        .slice(0, 10)
    : standardDate;
}

/** `YYYY-MM-DD` plus a number of days, in plain calendar arithmetic. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, of a calendar date. */
export function weekdayOf(date: string): number {
  const [year, month, day] = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}
