import { COUNTRIES, RACE_CODES, RACE_STATES } from '../racing/race-code';
import { SOURCE_KINDS } from '../racing/price-sources';
import type { PriceSource } from '../racing/price-sources';
import { freezeRunner, isFrozenRunner } from './frozen-runner';
import { SnapshotValidationError } from './market-snapshot.errors';
import type {
  BookmakerPriceQuote,
  ExchangeQuote,
  MarketSnapshot,
  SnapshotRace,
  SnapshotRunner,
} from './market-snapshot';
import {
  readArray,
  readBoolean,
  readIsoDateTime,
  readNonEmptyString,
  readObject,
  readOdds,
  readOneOf,
  readOptionalAmount,
  readOptionalIsoDateTime,
  readOptionalOdds,
  readOptionalPlaceK,
  readPositiveInteger,
  readString,
} from './snapshot-field.readers';

/**
 * Checks untrusted JSON (a FEED_FILE, a provider's mapped reply) against the snapshot format of
 * docs/architecture.md §3 and returns a clean copy: unknown fields dropped, absent optionals set to null,
 * times normalised to UTC ISO strings. Throws SnapshotValidationError at the first broken rule,
 * naming the field's path and the bad value.
 */
export function parseMarketSnapshot(json: unknown): MarketSnapshot {
  const root = readObject(json, 'snapshot');
  const generatedAt = readIsoDateTime(root['generatedAt'], 'generatedAt');
  const rawRaces = readArray(root['races'], 'races');
  const seenRaceIds = new Set<string>();
  const races = rawRaces.map((raw, index) => {
    const path = `races[${index}]`;
    const race = parseRace(raw, path);
    if (seenRaceIds.has(race.extRaceId)) {
      throw new SnapshotValidationError(
        `${path}.extRaceId`,
        'repeats the id of an earlier race',
        race.extRaceId,
      );
    }
    seenRaceIds.add(race.extRaceId);
    return race;
  });
  if (root['sources'] === undefined || root['sources'] === null) return { generatedAt, races };
  return { generatedAt, races, sources: parseSources(root['sources']) };
}

/** The feed's declared sources: each a non-empty name and a kind (bookmaker, tote, exchange). */
function parseSources(raw: unknown): PriceSource[] {
  return readArray(raw, 'sources').map((entry, index) => {
    const path = `sources[${index}]`;
    const source = readObject(entry, path);
    return {
      name: readNonEmptyString(source['name'], `${path}.name`),
      kind: readOneOf(source['kind'], SOURCE_KINDS, `${path}.kind`),
    };
  });
}

function parseRace(raw: unknown, path: string): SnapshotRace {
  const race = readObject(raw, path);
  // Fields are read in the order of the format, so the first error reported is the first one a
  // person reading the file top to bottom would meet.
  const head = {
    extRaceId: readNonEmptyString(race['extRaceId'], `${path}.extRaceId`),
    venue: readNonEmptyString(race['venue'], `${path}.venue`),
    country: readOneOf(race['country'], COUNTRIES, `${path}.country`),
    code: readOneOf(race['code'], RACE_CODES, `${path}.code`),
    number: readPositiveInteger(race['number'], `${path}.number`),
    name: readString(race['name'], `${path}.name`),
    startTime: readIsoDateTime(race['startTime'], `${path}.startTime`),
    state: readOneOf(race['state'], RACE_STATES, `${path}.state`),
    ...optional('region', readOptionalRegion(race['region'], `${path}.region`)),
  };
  const rawRunners = readArray(race['runners'], `${path}.runners`);
  const seenNumbers = new Set<number>();
  const seenIds = new Set<string>();
  const runners = rawRunners.map((rawRunner, index) => {
    const runnerPath = `${path}.runners[${index}]`;
    const runner = parseRunnerOnce(rawRunner, rawRunners.length, runnerPath);
    if (seenIds.has(runner.extId)) {
      throw new SnapshotValidationError(
        `${runnerPath}.extId`,
        'repeats the id of another runner in this race',
        runner.extId,
      );
    }
    if (seenNumbers.has(runner.number)) {
      throw new SnapshotValidationError(
        `${runnerPath}.number`,
        'repeats the number of another runner in this race',
        runner.number,
      );
    }
    seenIds.add(runner.extId);
    seenNumbers.add(runner.number);
    return runner;
  });
  const results = readOptionalResults(
    race['results'],
    seenNumbers,
    `${path}.results`,
  );
  return results === null
    ? { ...head, runners }
    : { ...head, runners, results };
}

/**
 * `results`: places in order, each a non-empty list of runner numbers (dead heats share a place).
 * Every number must be a runner of the race, listed once: settlement pays on these numbers, so a
 * typo would silently pay the wrong bet. A race listed without runners is a feed gap (its stored
 * runners are kept), so only the shape of its results can be checked.
 */
function readOptionalResults(
  value: unknown,
  runnerNumbers: ReadonlySet<number>,
  path: string,
): number[][] | null {
  if (value === undefined || value === null) return null;
  const placed = new Set<number>();
  return readArray(value, path).map((place, index) => {
    const placePath = `${path}[${index}]`;
    const numbers = readArray(place, placePath);
    if (numbers.length === 0) {
      throw new SnapshotValidationError(
        placePath,
        'must list at least one runner number',
        place,
      );
    }
    return numbers.map((n, i) => {
      const numberPath = `${placePath}[${i}]`;
      const number = readPositiveInteger(n, numberPath);
      if (runnerNumbers.size > 0 && !runnerNumbers.has(number)) {
        throw new SnapshotValidationError(
          numberPath,
          'is not the number of a runner in this race',
          number,
        );
      }
      if (placed.has(number)) {
        throw new SnapshotValidationError(
          numberPath,
          'repeats a runner already placed in these results',
          number,
        );
      }
      placed.add(number);
      return number;
    });
  });
}

/** The clean copy of each runner frozen whole, by the field size it was checked against. */
const parsedRunners = new WeakMap<object, { runnerCount: number; runner: SnapshotRunner }>();

/**
 * A runner frozen whole (frozen-runner.ts) cannot have changed since it was last checked: its
 * clean copy (frozen too) is given again. Others are checked every time.
 */
function parseRunnerOnce(
  raw: unknown,
  runnerCount: number,
  path: string,
): SnapshotRunner {
  if (typeof raw !== 'object' || raw === null) return parseRunner(raw, runnerCount, path);
  // A runner held here was frozen whole when kept, and stays so: the whole check is for new ones.
  const held = parsedRunners.get(raw);
  if (held && held.runnerCount === runnerCount) return held.runner;
  if (!held && !isFrozenRunner(raw)) return parseRunner(raw, runnerCount, path);
  const runner = freezeRunner(parseRunner(raw, runnerCount, path));
  parsedRunners.set(raw, { runnerCount, runner });
  return runner;
}

function parseRunner(
  raw: unknown,
  runnerCount: number,
  path: string,
): SnapshotRunner {
  const runner = readObject(raw, path);
  const extId = readNonEmptyString(runner['extId'], `${path}.extId`);
  const number = readPositiveInteger(runner['number'], `${path}.number`);
  const name = readString(runner['name'], `${path}.name`);
  const scratched = readBoolean(runner['scratched'], `${path}.scratched`);
  // A runner no book prices yet may come without the list.
  const rawPrices =
    runner['prices'] === undefined || runner['prices'] === null
      ? []
      : readArray(runner['prices'], `${path}.prices`);
  const seenBooks = new Set<string>();
  const prices = rawPrices.map((rawQuote, index) => {
    const quotePath = `${path}.prices[${index}]`;
    const quote = parseQuote(rawQuote, runnerCount, quotePath);
    // Stored prices are keyed by (runner, bookmaker): two quotes would silently overwrite.
    if (seenBooks.has(quote.bookmaker)) {
      throw new SnapshotValidationError(
        `${quotePath}.bookmaker`,
        'repeats a bookmaker already priced for this runner',
        quote.bookmaker,
      );
    }
    seenBooks.add(quote.bookmaker);
    return quote;
  });
  const exchange =
    runner['exchange'] === undefined || runner['exchange'] === null
      ? null
      : parseExchange(runner['exchange'], runnerCount, `${path}.exchange`);
  return { extId, number, name, scratched, prices, exchange };
}

function parseQuote(
  raw: unknown,
  runnerCount: number,
  path: string,
): BookmakerPriceQuote {
  const quote = readObject(raw, path);
  return {
    bookmaker: readNonEmptyString(quote['bookmaker'], `${path}.bookmaker`),
    win: readOdds(quote['win'], `${path}.win`),
    place: readOptionalOdds(quote['place'], `${path}.place`),
    placeK: readOptionalPlaceK(quote['placeK'], runnerCount, `${path}.placeK`),
    boostedFrom: readOptionalOdds(quote['boostedFrom'], `${path}.boostedFrom`),
    lastUpdated: readOptionalIsoDateTime(
      quote['lastUpdated'],
      `${path}.lastUpdated`,
    ),
    // Only when given, so snapshots without the provider's check times read as before.
    ...optional(
      'checkedAt',
      readOptionalIsoDateTime(quote['checkedAt'], `${path}.checkedAt`),
    ),
  };
}

function parseExchange(
  raw: unknown,
  runnerCount: number,
  path: string,
): ExchangeQuote {
  const exchange = readObject(raw, path);
  return {
    winBack: readOptionalOdds(exchange['winBack'], `${path}.winBack`),
    winLay: readOptionalOdds(exchange['winLay'], `${path}.winLay`),
    placeBack: readOptionalOdds(exchange['placeBack'], `${path}.placeBack`),
    placeLay: readOptionalOdds(exchange['placeLay'], `${path}.placeLay`),
    placeK: readOptionalPlaceK(
      exchange['placeK'],
      runnerCount,
      `${path}.placeK`,
    ),
    matchedVolume: readOptionalAmount(
      exchange['matchedVolume'],
      `${path}.matchedVolume`,
    ),
    // Only when given, so snapshots without available sizes read (and hash) as before.
    ...optional(
      'winBackSize',
      readOptionalAmount(exchange['winBackSize'], `${path}.winBackSize`),
    ),
    ...optional(
      'winLaySize',
      readOptionalAmount(exchange['winLaySize'], `${path}.winLaySize`),
    ),
  };
}

/** A meeting's state or territory (NSW, VIC, …) or NZ, as a provider gives it; absent: null. */
function readOptionalRegion(raw: unknown, path: string): string | null {
  if (raw === undefined || raw === null) return null;
  const region = readNonEmptyString(raw, path).trim().toUpperCase();
  if (!/^[A-Z]{2,3}$/.test(region)) {
    throw new SnapshotValidationError(
      path,
      'must be an Australian state or territory code or NZ',
      raw,
    );
  }
  return region;
}

/** `{[key]: value}` when the value is given, else nothing (for spreading optional fields). */
function optional<K extends string, V>(
  key: K,
  value: V | null,
): Partial<Record<K, V>> {
  return value === null ? {} : ({ [key]: value } as Record<K, V>);
}
