import { startLabel, zoneAbbreviation } from '@overlay/domain';

// Race times as the punter reads them (docs/product.md §4 event start display): the venue's own
// clock with its zone ('7:31 PM AWST'), or the browser's ('10:31 PM AEDT') when the viewer chose
// "my time" in Settings, with the time to the jump beside it.

export const TIME_DISPLAYS = ['venue', 'mine'] as const;
export type TimeDisplay = (typeof TIME_DISPLAYS)[number];

// One formatter per zone for every cell: building one per call is slow in long tables.
const myClocks = new Map<string, Intl.DateTimeFormat>();

function myClockFormat(): Intl.DateTimeFormat {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  let format = myClocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', {
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    });
    myClocks.set(zone, format);
  }
  return format;
}

/** '3:30 PM AEDT' in the browser's own zone. */
function myClock(startMs: number): string {
  const parts: Record<string, string> = {};
  for (const part of myClockFormat().formatToParts(startMs))
    parts[part.type] = part.value;
  return `${parts.hour}:${parts.minute} ${parts.dayPeriod.toUpperCase()} ${parts.timeZoneName}`;
}

/** '7:31 PM AWST' from the venue's zoned start (`…T19:31:00+08:00`); null when unreadable. */
function venueClock(startTimeLocal: string): string | null {
  const match = /T(\d{2}):(\d{2})/.exec(startTimeLocal);
  if (!match) return null;
  const hours = Number(match[1]);
  const period = hours < 12 ? 'AM' : 'PM';
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${match[2]} ${period} ${zoneAbbreviation(startTimeLocal)}`;
}

/**
 * The absolute start with its zone: the venue's (from the api's `startTimeLocal`) or the viewer's
 * own. Without a venue time the viewer's own clock is shown, still named by its zone.
 */
export function raceClock(
  startTime: string,
  startTimeLocal: string | null | undefined,
  display: TimeDisplay,
): string {
  const venue =
    display === 'venue' && startTimeLocal ? venueClock(startTimeLocal) : null;
  if (venue) return venue;
  const startMs = Date.parse(startTime);
  return Number.isFinite(startMs) ? myClock(startMs) : '—';
}

/** Time to the jump: 'Started', 'In N min', 'in about N hours' or 'in N days'. */
export function toJump(startMs: number, nowMs: number): string {
  const short = startLabel(startMs, nowMs);
  if (short !== null) return short;
  const hours = Math.round((startMs - nowMs) / 3_600_000);
  if (hours < 24) return `in about ${hours} hour${hours === 1 ? '' : 's'}`;
  const days = Math.round(hours / 24);
  return `in ${days} day${days === 1 ? '' : 's'}`;
}
