import type { Country } from '@overlay/domain';

/**
 * One zone per country (spec: a simple country map is enough for display): Perth, Adelaide and
 * Brisbane races show in Sydney time, which is how the AU racing press lists them anyway.
 */
export const COUNTRY_TIME_ZONES: Readonly<Record<Country, string>> = {
  AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** An instant as ISO-8601 wall-clock time in a zone with its offset: `2026-11-21T23:05:00+11:00`. */
export function toZonedIso(utcIso: string, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(utcIso))) parts[part.type] = part.value;
  // 'GMT+11:00', 'GMT-03:30', or plain 'GMT' at offset zero.
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName.replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** The local calendar date (`YYYY-MM-DD`) of an instant in a zone. */
export function zonedDate(utcIso: string, timeZone: string): string {
  return toZonedIso(utcIso, timeZone).slice(0, 10);
}
