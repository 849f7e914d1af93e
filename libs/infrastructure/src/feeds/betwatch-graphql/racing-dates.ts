// Betwatch files races under their meeting's local date; AU/NZ racing days are read in Sydney
// time. The window starts a few hours back so a Perth night race run just after Sydney midnight
// (yesterday's card) is still listed.

const LOOK_BACK_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;
const sydneyDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Australia/Sydney',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `dateFrom`/`dateTo` (YYYY-MM-DD) for "today and tomorrow" in AU racing terms. */
export function racingDates(nowMs: number): {
  dateFrom: string;
  dateTo: string;
} {
  return {
    dateFrom: sydneyDate.format(new Date(nowMs - LOOK_BACK_MS)),
    dateTo: sydneyDate.format(new Date(nowMs + DAY_MS)),
  };
}
