import { timeToJump, venueClock } from '@overlay/domain';

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

/** Said after the viewer's clock where the venue's was asked for and is unknown. */
const YOUR_TIME = '(your time)';

/**
 * The absolute start with its zone: the venue's (from the api's `startTimeLocal`) or the viewer's
 * own. Without a venue time (a track nobody can place, docs/architecture.md §3) the viewer's own
 * clock is shown, named by its zone and saying it is theirs: never a guessed venue zone.
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
  if (!Number.isFinite(startMs)) return '—';
  return display === 'venue' ? `${myClock(startMs)} ${YOUR_TIME}` : myClock(startMs);
}

/** Time to the jump: 'Started', 'In N min', 'in about N hours' or 'in N days' (one rule with the alert messages). */
export const toJump = timeToJump;
