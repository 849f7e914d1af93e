import type { RaceCode, RaceState } from '../../racing/race-code';
import type { ParsedMatch } from '../../racing/race';
import { matchVenues } from './match-venue';
import { splitPromoText, type PromoTextClause } from './promo-text-tokens';

/** A race promo text can name: what the store knows of it. */
export interface PromoTextRace {
  extRaceId: string;
  venue: string;
  code: RaceCode;
  number: number;
  /** ISO-8601 UTC. */
  startTime: string;
  state: RaceState;
  /** Active (not scratched) runners. */
  runnersCount: number;
}

export interface PromoTextOptions {
  now: Date;
  /** Races starting later than this many minutes from now are not offered. */
  withinMinutes: number;
  /** Codes the promo is for; empty means every code. */
  codes: readonly RaceCode[];
  minRunners: number;
}

export interface PromoTextResolution {
  matches: ParsedMatch[];
  /** One sentence per thing in the text that did not resolve, so nothing is dropped silently. */
  warnings: string[];
}

const CODE_NAMES: Record<RaceCode, string> = { TB: 'TB', GR: 'GR', HR: 'HR' };

function meetingName(
  venue: string,
  code: RaceCode,
  codesRacing: number,
): string {
  return codesRacing > 1 ? `${venue} (${CODE_NAMES[code]})` : venue;
}

/**
 * Resolves what a bookmaker published ("Flemington R1-R4", "all races at Addington",
 * "Moonee Valley R3-5 | Albion Park (GR) R1-R12") to races in the store.
 */
export function resolvePromoText(
  text: string,
  races: readonly PromoTextRace[],
  options: PromoTextOptions,
): PromoTextResolution {
  const venues = [...new Set(races.map((race) => race.venue))];
  const { clauses, orphans } = splitPromoText(text);
  const warnings = orphans.map((line) => `No venue found in "${line}"`);
  const matches = new Map<string, ParsedMatch>();
  for (const clause of clauses) {
    for (const race of resolveClause(
      clause,
      races,
      venues,
      options,
      warnings,
    )) {
      if (!matches.has(race.extRaceId)) matches.set(race.extRaceId, race);
    }
  }
  return { matches: [...matches.values()], warnings };
}

function resolveClause(
  clause: PromoTextClause,
  races: readonly PromoTextRace[],
  venues: readonly string[],
  options: PromoTextOptions,
  warnings: string[],
): ParsedMatch[] {
  const named = matchVenues(clause.venue, venues);
  if (named.length === 0) {
    warnings.push(`Unknown venue "${clause.venue}" in "${clause.source}"`);
    return [];
  }
  const horizon = options.now.getTime() + options.withinMinutes * 60_000;
  const atVenues = races.filter(
    (race) =>
      named.includes(race.venue) &&
      (!clause.code || race.code === clause.code) &&
      Date.parse(race.startTime) <= horizon,
  );
  let meetings = [
    ...new Set(atVenues.map((race) => `${race.venue}|${race.code}`)),
  ];
  const inCodes = meetings.filter((meeting) =>
    options.codes.some((c) => meeting.endsWith(`|${c}`)),
  );
  if (meetings.length > 1 && inCodes.length === 1) meetings = inCodes;
  if (meetings.length === 0) {
    const what = clause.code ? `${clause.code} races` : 'races';
    warnings.push(
      `No ${what} at ${named.join(' or ')} in the next ${options.withinMinutes} minutes`,
    );
    return [];
  }
  if (meetings.length > 1) {
    const names = meetings
      .map((meeting) => meeting.replace('|', ' (') + ')')
      .join(', ');
    warnings.push(
      `"${clause.venue}" could be ${names}: name the venue or add its code, e.g. "(GR)"`,
    );
    return [];
  }
  const [venue, code] = meetings[0].split('|') as [string, RaceCode];
  const name = meetingName(
    venue,
    code,
    new Set(races.filter((r) => r.venue === venue).map((r) => r.code)).size,
  );
  if (options.codes.length > 0 && !options.codes.includes(code)) {
    warnings.push(
      `${name} is a ${code} meeting, not in the selected codes (${options.codes.join(', ')})`,
    );
    return [];
  }
  const now = options.now.getTime();
  const upcoming = (race: PromoTextRace) =>
    race.state === 'open' && Date.parse(race.startTime) > now;
  const card = atVenues.filter(
    (race) => race.venue === venue && race.code === code,
  );
  const numbers =
    clause.races === 'all'
      ? [...new Set(card.map((race) => race.number))].sort((a, b) => a - b)
      : clause.races;
  const found: ParsedMatch[] = [];
  for (const number of numbers) {
    const sameNumber = card.filter((candidate) => candidate.number === number);
    const race = sameNumber.find(upcoming) ?? sameNumber[0];
    const later = races.some(
      (other) =>
        other.venue === venue && other.code === code && other.number === number,
    );
    if (!race && later)
      warnings.push(
        `${name} R${number} starts later than ${options.withinMinutes} minutes from now`,
      );
    else if (!race) warnings.push(`${name} has no race ${number}`);
    else if (!upcoming(race))
      warnings.push(`${name} R${number} has already started`);
    else if (race.runnersCount < options.minRunners)
      warnings.push(
        `${name} R${number} has ${race.runnersCount} runners, fewer than ${options.minRunners}`,
      );
    else
      found.push({
        extRaceId: race.extRaceId,
        track: venue,
        number,
        code,
        runnersCount: race.runnersCount,
      });
  }
  return found;
}
