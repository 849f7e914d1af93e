import { venueTimeZone } from '@overlay/domain';
import type { Country } from '@overlay/domain';

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

/** A race's start in its venue's own zone (a Cannington race at 19:31 reads `…T19:31:00+08:00`). */
export function venueLocalIso(utcIso: string, race: { venue: string; country: Country }): string {
  return toZonedIso(utcIso, venueTimeZone(race.venue, race.country));
}

/** The racing date at the venue: a Perth night meeting keeps its own date. */
export function venueLocalDate(utcIso: string, race: { venue: string; country: Country }): string {
  return zonedDate(utcIso, venueTimeZone(race.venue, race.country));
}
