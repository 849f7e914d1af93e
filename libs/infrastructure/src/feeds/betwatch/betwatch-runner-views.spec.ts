import fc from 'fast-check';
import { isFrozenRunner } from '@overlay/domain';
import type { DataFrame } from './betwatch-frames';
import { BetwatchMarket } from './betwatch-market';
import type { SnapshotContents } from './betwatch-market';
import { snapshotRaceOf } from './betwatch-race.view';
import { RunnerViews } from './betwatch-runner-views';
import { flemington, maidenPlate } from './__fixtures__/betwatch-maiden-plate';
import type { BwSource } from './betwatch.types';

const T0 = Date.parse('2026-11-21T01:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();
const SOURCES: BwSource[] = [
  { id: 'tab', name: 'Tab', kind: 'bookmaker' },
  { id: 'sb', name: 'Sportsbet', kind: 'bookmaker' },
  { id: 'tote', name: 'TAB', kind: 'tote' },
  { id: 'bf', name: 'Betfair', kind: 'exchange' },
];
const ENTRANTS = [1, 2, 3, 4];

function entrant(n: number, change: { scratched?: boolean; vacant?: boolean; name?: string } = {}) {
  return {
    id: `ent_${n}`,
    eventId: 'evt_1',
    name: change.name ?? `Runner ${n}`,
    scratched: change.scratched ?? false,
    vacant: change.vacant ?? false,
    entryState: 'listed' as const,
    updatedAt: at(0),
    racing: { number: n },
  };
}

function placeMarket(placesPaid: number) {
  return { id: 'mkt_place', eventId: 'evt_1', key: 'place' as const, state: 'unsettled', settlementParameters: { placesPaid } };
}

function odds(n: number, key: 'win' | 'place', source: BwSource, price: number, seconds: number, state = 'available') {
  const exchange =
    source.kind === 'exchange'
      ? { back: [{ price }], lay: [{ price: price + 0.1, size: 50 }], marketState: 'open', outcomeState: 'active', inPlay: false }
      : undefined;
  return {
    id: `odd_${n}_${key}_${source.id}`,
    eventId: 'evt_1',
    marketId: `mkt_${key}`,
    outcomeId: `out_${n}_${key}`,
    entrantId: `ent_${n}`,
    source,
    state: state as 'available',
    ...(exchange ? { exchange } : { price }),
    updatedAt: at(seconds),
    observedAt: at(seconds),
  };
}

function snapshot(seconds: number, placesPaid = 3): SnapshotContents {
  return {
    events: [maidenPlate(at(0))],
    entrants: ENTRANTS.map((n) => entrant(n)),
    markets: [{ id: 'mkt_win', eventId: 'evt_1', key: 'win', state: 'unsettled' }, placeMarket(placesPaid)],
    outcomes: [],
    odds: ENTRANTS.flatMap((n) => SOURCES.map((source) => odds(n, 'win', source, 2 + n, seconds))),
    coverage: [],
  };
}

function marketOf(): BetwatchMarket {
  const m = new BetwatchMarket();
  m.setVenues([flemington('VIC')]);
  m.applySnapshot(snapshot(0));
  return m;
}

/** One change the stream or a bootstrap can make to the race (times rise with the step). */
type Change = (m: BetwatchMarket, seconds: number) => void;

const entrantNumber = fc.constantFrom(...ENTRANTS);
const source = fc.constantFrom(...SOURCES);
const frame = (m: BetwatchMarket, data: DataFrame) => void m.apply(data);
const change: fc.Arbitrary<Change> = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(entrantNumber, fc.constantFrom('win' as const, 'place' as const), source, fc.integer({ min: 101, max: 3000 }), fc.constantFrom('available', 'suspended'))
    .map(([n, key, src, cents, state]): Change => (m, s) => frame(m, { type: 'odds', cursor: `c${s}`, data: odds(n, key, src, cents / 100, s, state) })) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom('win' as const, 'place' as const), source, fc.constantFrom('priced' as const, 'unpriced' as const, 'unknown' as const))
    .map(([key, src, state]): Change => (m, s) => frame(m, { type: 'coverage', cursor: `v${s}`, data: { eventId: 'evt_1', marketId: `mkt_${key}`, sourceId: src.id, state, complete: true, observedAt: at(s) } })) },
  { weight: 1, arbitrary: fc.tuple(entrantNumber, fc.boolean(), fc.boolean(), fc.constantFrom('', ' II'))
    .map(([n, scratched, vacant, suffix]): Change => (m) => frame(m, { type: 'entrant', cursor: 'e', data: entrant(n, { scratched, vacant, name: `Runner ${n}${suffix}` }) })) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 5 }).map((k): Change => (m) => frame(m, { type: 'market', cursor: 'm', data: placeMarket(k) })) },
  { weight: 1, arbitrary: fc.constantFrom('Tab', 'TAB Fixed').map((name): Change => (m, s) => frame(m, { type: 'odds', cursor: `n${s}`, data: odds(1, 'win', { id: 'tab', name, kind: 'bookmaker' }, 4.2, s) })) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 5 }).map((k): Change => (m, s) => m.applySnapshot({ ...snapshot(s, k), odds: snapshot(s, k).odds.slice(0, 6) })) },
);

/** The race's market, kept views of it, and its runners as built through them now. */
function builtThroughViews() {
  const m = marketOf();
  const views = new RunnerViews();
  const race = m.races.get('evt_1')!;
  return { m, runners: () => snapshotRaceOf(m, race, views)!.runners };
}

describe('Unit', () => {
  describe('RunnerViews', () => {
    it('should build every race exactly as a fresh build would, whatever the stream changed in between (property)', () => {
      fc.assert(
        fc.property(fc.array(fc.array(change, { maxLength: 4 }), { minLength: 1, maxLength: 25 }), (drains) => {
          const m = marketOf();
          const views = new RunnerViews();
          let seconds = 100;
          for (const changes of drains) {
            for (const apply of changes) apply(m, (seconds += 1));
            const race = m.races.get('evt_1')!;
            const kept = snapshotRaceOf(m, race, views);
            expect(kept).toEqual(snapshotRaceOf(m, race));
            expect(kept?.runners.every(isFrozenRunner)).toBe(true);
          }
        }),
        { numRuns: 300 },
      );
    });

    it('should give the runners a price change did not touch as the same objects, and only the moved one anew', () => {
      const { m, runners } = builtThroughViews();
      const before = runners();
      m.apply({ type: 'odds', cursor: 'c1', data: odds(2, 'win', SOURCES[0], 9.5, 200) });
      const after = runners();
      expect(after[1]).not.toBe(before[1]);
      expect(after[1].prices).toContainEqual(expect.objectContaining({ bookmaker: 'TAB', win: 9.5 }));
      for (const i of [0, 2, 3]) expect(after[i]).toBe(before[i]);
    });

    it('should build every runner anew when what all of them read changes (a coverage, a place term)', () => {
      const { m, runners } = builtThroughViews();
      const before = runners();
      m.apply({ type: 'coverage', cursor: 'v1', data: { eventId: 'evt_1', marketId: 'mkt_win', sourceId: 'sb', state: 'unpriced', complete: true, observedAt: at(300) } });
      const withdrawn = runners();
      withdrawn.forEach((runner, i) => expect(runner).not.toBe(before[i]));
      expect(withdrawn.flatMap((runner) => runner.prices).map((q) => q.bookmaker)).not.toContain('Sportsbet');
      m.apply({ type: 'market', cursor: 'm1', data: placeMarket(2) });
      runners().forEach((runner, i) => expect(runner).not.toBe(withdrawn[i]));
    });

    it('should keep the runners as built when a book only confirms its price or is read again as priced', () => {
      const { m, runners } = builtThroughViews();
      const before = runners();
      m.apply({ type: 'odds', cursor: 'c0', data: odds(1, 'win', SOURCES[0], 3, 0) });
      for (const seconds of [400, 500])
        m.apply({ type: 'coverage', cursor: `v${seconds}`, data: { eventId: 'evt_1', marketId: 'mkt_win', sourceId: 'tab', state: 'priced', complete: true, observedAt: at(seconds) } });
      runners().forEach((runner, i) => expect(runner).toBe(before[i]));
    });
  });
});
