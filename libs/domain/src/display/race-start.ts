import { zoneAbbreviation } from '../racing/venue-local-time';

// A race's start as a punter reads it (docs/product.md §4 "Start times"), one function for every
// place that shows it: the web's race times and the alert messages of every channel.

/** '7:31 PM AWST' from the venue's zoned start (`…T19:31:00+08:00`); null when unreadable. */
export function venueClock(startTimeLocal: string): string | null {
  const match = /T(\d{2}):(\d{2})/.exec(startTimeLocal);
  if (!match) return null;
  const hours = Number(match[1]);
  const period = hours < 12 ? 'AM' : 'PM';
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${match[2]} ${period} ${zoneAbbreviation(startTimeLocal)}`;
}

/** Time to the jump: 'Started', 'In N min', 'in about N hours' or 'in N days'. */
export function timeToJump(startMs: number, nowMs: number): string {
  const short = startLabel(startMs, nowMs);
  if (short !== null) return short;
  const hours = Math.round((startMs - nowMs) / 3_600_000);
  if (hours < 24) return `in about ${hours} hour${hours === 1 ? '' : 's'}`;
  const days = Math.round(hours / 24);
  return `in ${days} day${days === 1 ? '' : 's'}`;
}

/** Start cell: 'Started' once passed, 'In N min' under 60 minutes (N rounded up), else null (the web shows a relative phrase). */
export function startLabel(startMs: number, nowMs: number): string | null {
  const diffMs = startMs - nowMs;
  if (diffMs <= 0) return 'Started';
  if (diffMs < 3_600_000) return `In ${Math.ceil(diffMs / 60_000)} min`;
  return null;
}
