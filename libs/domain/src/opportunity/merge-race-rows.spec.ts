import { mergeRaceRows } from './merge-race-rows';

const row = (id: string) => ({ id, extRaceId: id.split(':')[0] });
const ids = (rows: readonly { id: string }[] | null) => rows?.map((r) => r.id) ?? null;

describe('Unit', () => {
  describe('mergeRaceRows (docs/architecture.md §5, "The dashboard follows the market")', () => {
    const held = ['a:1', 'b:1', 'c:1', 'b:2', 'a:2'].map(row);

    it('should replace the named races rows, each after the row it follows, keeping every other row in order', () => {
      const merged = mergeRaceRows(held, { races: ['b'], rows: ['b:2', 'b:1'].map(row), after: [null, 'a:2'], total: 5, cut: false });
      expect(ids(merged)).toEqual(['b:2', 'a:1', 'c:1', 'a:2', 'b:1']);
    });

    it('should drop a race with no rows now, and take in a race not held before', () => {
      const merged = mergeRaceRows(held, { races: ['c', 'd'], rows: [row('d:1')], after: ['b:1'], total: 5, cut: false });
      expect(ids(merged)).toEqual(['a:1', 'b:1', 'd:1', 'b:2', 'a:2']);
    });

    it('should answer null when a row to follow is not held', () => {
      expect(mergeRaceRows(held, { races: ['b'], rows: [row('b:1')], after: ['z:1'], total: 4, cut: false })).toBeNull();
    });

    it('should answer null when a cut reply is left short (a row below the cut comes in), and cut one left long', () => {
      expect(mergeRaceRows(held, { races: ['c'], rows: [], after: [], total: 5, cut: true })).toBeNull();
      const long = mergeRaceRows(held, { races: ['c'], rows: ['c:1', 'c:2'].map(row), after: [null, null], total: 5, cut: true });
      expect(ids(long)).toEqual(['c:1', 'c:2', 'a:1', 'b:1', 'b:2']);
    });
  });
});
