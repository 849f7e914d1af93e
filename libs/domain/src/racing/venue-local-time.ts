import type { Country } from './race-code';
import { COUNTRY_TIME_ZONES, venueTimeZone } from './venue-time-zones';

// A race's start as its venue's racecard prints it (docs/product.md §4 event start display):
// ISO-8601 wall-clock time with the zone's offset, and the zone's abbreviation read off it.

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
  for (const part of formatterFor(timeZone).formatToParts(new Date(utcIso)))
    parts[part.type] = part.value;
  // 'GMT+11:00', 'GMT-03:30', or plain 'GMT' at offset zero.
  const offset =
    parts.timeZoneName === 'GMT'
      ? '+00:00'
      : parts.timeZoneName.replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** The local calendar date (`YYYY-MM-DD`) of an instant in a zone. */
export function zonedDate(utcIso: string, timeZone: string): string {
  return toZonedIso(utcIso, timeZone).slice(0, 10);
}

/** Where a race is: its venue, country and, when the provider gives it, the meeting's state. */
export interface RacePlace {
  venue: string;
  country: Country;
  region?: string | null;
}

/**
 * A race's start in its venue's own zone (a Cannington race at 19:31 reads `…T19:31:00+08:00`);
 * null when the venue's zone is unknown (venueTimeZone): the viewer's own clock is shown then.
 */
export function venueLocalIso(utcIso: string, race: RacePlace): string | null {
  const zone = venueTimeZone(race.venue, race.country, race.region);
  return zone === null ? null : toZonedIso(utcIso, zone);
}

/**
 * The racing date at the venue: a Perth night meeting keeps its own date. A date needs a zone:
 * where the venue's is unknown, the country's racing calendar (east coast) dates it.
 */
export function venueLocalDate(utcIso: string, race: RacePlace): string {
  return zonedDate(
    utcIso,
    venueTimeZone(race.venue, race.country, race.region) ?? COUNTRY_TIME_ZONES[race.country],
  );
}

/**
 * AU and NZ racing zones by UTC offset: each offset a racecard can carry names one zone (Broken
 * Hill keeps South Australian time, so +09:30/+10:30 are ACST/ACDT there too).
 */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  '+08:00': 'AWST',
  '+09:30': 'ACST',
  '+10:30': 'ACDT',
  '+10:00': 'AEST',
  '+11:00': 'AEDT',
  '+12:00': 'NZST',
  '+13:00': 'NZDT',
};

/** The zone abbreviation of a zoned ISO time (`…+08:00` → AWST); `UTC+hh:mm` for any other offset. */
export function zoneAbbreviation(zonedIso: string): string {
  const offset = /([+-]\d{2}:\d{2}|Z)$/.exec(zonedIso)?.[1] ?? '+00:00';
  if (offset === 'Z' || offset === '+00:00') return 'UTC';
  return ABBREVIATIONS[offset] ?? `UTC${offset}`;
}
