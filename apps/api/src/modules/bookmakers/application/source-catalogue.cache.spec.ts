import { BookmakerRepository } from '@overlay/domain';
import type { BookmakerRecord, CustomBookmakerOutcome } from '@overlay/domain';
import { RecordingEventBus } from '../../../../test/support/recording-event-bus';
import { SourceCatalogueCache } from './source-catalogue.cache';

const record = (name: string, kind: BookmakerRecord['kind'] = 'bookmaker', isActive = true): BookmakerRecord => ({
  name,
  kind,
  isActive,
  isCustom: false,
  createdAt: '2026-11-21T00:00:00.000Z',
  firstSeenAt: null,
  lastSeenAt: null,
});

class ListedCatalogue extends BookmakerRepository {
  reads = 0;
  constructor(public records: BookmakerRecord[]) {
    super();
  }
  findAll(): Promise<BookmakerRecord[]> {
    this.reads += 1;
    return Promise.resolve(this.records.map((r) => ({ ...r })));
  }
  findActiveNames(): Promise<string[]> {
    throw new Error('not used');
  }
  addCustom(): Promise<CustomBookmakerOutcome> {
    throw new Error('not used');
  }
  recordSeen(): Promise<string[]> {
    throw new Error('not used');
  }
  setActive(): Promise<BookmakerRecord | null> {
    throw new Error('not used');
  }
}

describe('Unit', () => {
  describe('SourceCatalogueCache', () => {
    it('should read once until sources_changed, keep the switched-on bookmakers apart, and hand back the same list while it is unchanged', async () => {
      const repository = new ListedCatalogue([record('TAB'), record('Bet365', 'bookmaker', false), record('SuperTAB Tote', 'tote'), record('Betfair', 'exchange')]);
      const bus = new RecordingEventBus();
      const cache = new SourceCatalogueCache(repository, bus);
      const first = await cache.current();
      expect(first.bookmakers).toEqual(['TAB']);
      expect(first.active.map((s) => s.name)).toEqual(['TAB', 'SuperTAB Tote', 'Betfair']);
      await cache.current();
      expect(repository.reads).toBe(1);

      // Read again, unchanged: the very list (the opportunities query memo is keyed on it).
      bus.publish('sources_changed', { at: '2026-11-21T01:00:00.000Z' });
      expect((await cache.current()).bookmakers).toBe(first.bookmakers);
      expect(repository.reads).toBe(2);

      // A last-seen time moved: a new catalogue, the same bookmakers list.
      repository.records[0].lastSeenAt = '2026-11-21T01:00:00.000Z';
      bus.publish('sources_changed', { at: '2026-11-21T01:00:00.000Z' });
      const moved = await cache.current();
      expect(moved).not.toBe(first);
      expect(moved.bookmakers).toBe(first.bookmakers);

      // Switched on: a new list.
      repository.records[1].isActive = true;
      cache.invalidate();
      expect((await cache.current()).bookmakers).toEqual(['TAB', 'Bet365']);
    });
  });
});
