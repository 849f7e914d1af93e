import type { RaceCode } from '../racing/race-code';

/**
 * An alert rule on a saved view (docs/product.md "Alerts"): "tell me when a row of this view has total EV ≥
 * minTotalEv" (EV %, as the dashboard shows it), narrowed by an optional minimum stake (the user's
 * Kelly stake), books, codes and minutes to the jump. The same row alerts again only when its EV
 * has risen by evStep points or its price changed; nothing is sent in quiet hours (in timeZone)
 * or beyond dailyCap alerts a day.
 */
export interface AlertRule {
  id: string;
  userId: string;
  viewId: string;
  minTotalEv: number;
  minStake: number | null;
  /**
   * Matched betting (docs/ev-model.md §10): the least locked EV % (at the owner's commission) and
   * the least back / lay rating % a row needs; null: no condition. A row without a lay has neither.
   */
  minLockedEv: number | null;
  minRating: number | null;
  /** Empty: every book of the view. */
  bookmakers: string[];
  /** Empty: every code of the view. */
  codes: RaceCode[];
  maxMinutesToJump: number | null;
  evStep: number;
  /** 'HH:MM' wall-clock times in timeZone; both null: no quiet hours. */
  quietStart: string | null;
  quietEnd: string | null;
  timeZone: string;
  dailyCap: number;
  enabled: boolean;
  createdAt: string;
}

export type AlertRuleInput = Omit<AlertRule, 'id' | 'userId' | 'createdAt'>;

export const ALERT_RULE_BOUNDS = {
  minTotalEv: { min: -100, max: 1000 },
  minStake: { min: 0, max: 1_000_000 },
  minLockedEv: { min: -100, max: 1000 },
  minRating: { min: 0, max: 200 },
  maxMinutesToJump: { min: 1, max: 10080 },
  evStep: { min: 0.1, max: 100 },
  dailyCap: { min: 1, max: 500 },
} as const;

export const ALERT_RULE_DEFAULTS = { evStep: 2, dailyCap: 50, timeZone: 'Australia/Sydney' } as const;

export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a zone name is an IANA zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * One formatter per zone, made once: building an Intl.DateTimeFormat costs far more than using it,
 * and an evaluation asks for every rule's clock (bench/alerts: 1.4 s of CPU for 3,000 rules).
 */
const CLOCKS = new Map<string, Intl.DateTimeFormat>();

function clockOf(timeZone: string): Intl.DateTimeFormat {
  let format = CLOCKS.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    CLOCKS.set(timeZone, format);
  }
  return format;
}

/** Minutes after local midnight and the local date (YYYY-MM-DD) of an instant in a zone. */
export function localClock(at: Date, timeZone: string): { minutes: number; date: string } {
  const parts = clockOf(timeZone).formatToParts(at);
  const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
    date: `${get('year')}-${get('month')}-${get('day')}`,
  };
}

function toMinutes(clock: string): number {
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
}

/** Quiet hours may wrap midnight (22:00–07:00); the start is quiet, the end is not. */
export function inQuietHours(rule: Pick<AlertRule, 'quietStart' | 'quietEnd' | 'timeZone'>, at: Date): boolean {
  if (rule.quietStart === null || rule.quietEnd === null) return false;
  const now = localClock(at, rule.timeZone).minutes;
  const start = toMinutes(rule.quietStart);
  const end = toMinutes(rule.quietEnd);
  if (start === end) return false;
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/** The start of the local day (in the rule's zone) that an instant falls in, for the daily cap. */
export function startOfLocalDay(at: Date, timeZone: string): Date {
  const minuteMs = Math.floor(at.getTime() / 60_000) * 60_000;
  return new Date(minuteMs - localClock(at, timeZone).minutes * 60_000);
}
