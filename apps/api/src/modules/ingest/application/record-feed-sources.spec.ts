import { BookmakerRepository } from '@overlay/domain';
import type { BookmakerRecord, PriceSource, CustomBookmakerOutcome } from '@overlay/domain';
import { RecordingEventBus } from '../../../../test/support/recording-event-bus';
import { RecordFeedSources } from './record-feed-sources';

class InMemoryCatalogue extends BookmakerRepository {
  readonly calls: PriceSource[][] = [];
  readonly names = new Set<string>(['tab']);
  findAll(): Promise<BookmakerRecord[]> {
    return Promise.resolve([]);
  }
  findActiveNames(): Promise<string[]> {
    return Promise.resolve([]);
  }
  addCustom(): Promise<CustomBookmakerOutcome> {
    throw new Error('not used');
  }
  setActive(): Promise<BookmakerRecord | null> {
    throw new Error('not used');
  }
  recordSeen(sources: readonly PriceSource[]): Promise<string[]> {
    this.calls.push([...sources]);
    const added = sources.filter((source) => !this.names.has(source.name.toLowerCase())).map((source) => source.name);
    for (const name of added) this.names.add(name.toLowerCase());
    return Promise.resolve(added);
  }
}

const snapshot = (books: string[], sources?: PriceSource[]) => ({
  sources,
  races: [
    {
      extRaceId: 'r1',
      venue: 'Flemington',
      country: 'AU' as const,
      code: 'TB' as const,
      number: 1,
      name: 'Maiden',
      startTime: '2026-11-21T01:00:00.000Z',
      state: 'open' as const,
      runners: [{ extId: 'a', number: 1, name: 'A', scratched: false, prices: books.map((bookmaker) => ({ bookmaker, win: 3 })) }],
    },
  ],
});

describe('Unit', () => {
  describe('RecordFeedSources', () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 1, minutes));

    it('should record what a snapshot declares and prices, then write nothing until a source is new, changes kind or is due', async () => {
      const catalogue = new InMemoryCatalogue();
      const bus = new RecordingEventBus();
      const record = new RecordFeedSources(catalogue, bus);

      await record.execute(snapshot(['TAB']), at(0));
      expect(catalogue.calls).toEqual([[{ name: 'TAB', kind: 'bookmaker' }]]);
      expect(bus.published.filter(([name]) => name === 'sources_changed')).toHaveLength(0);

      await record.execute(snapshot(['TAB']), at(1));
      expect(catalogue.calls).toHaveLength(1);

      await record.execute(snapshot(['TAB', 'Bet365']), at(2));
      expect(catalogue.calls[1]).toEqual([{ name: 'Bet365', kind: 'bookmaker' }]);
      expect(bus.published.filter(([name]) => name === 'sources_changed')).toHaveLength(1);

      await record.execute(snapshot(['TAB'], [{ name: 'TAB', kind: 'tote' }]), at(3));
      expect(catalogue.calls[2]).toEqual([{ name: 'TAB', kind: 'tote' }]);

      // Ten minutes on, each source's last-seen time is due again.
      await record.execute(snapshot(['TAB', 'Bet365']), at(13));
      expect(catalogue.calls[3]).toEqual([
        { name: 'TAB', kind: 'bookmaker' },
        { name: 'Bet365', kind: 'bookmaker' },
      ]);
    });
  });
});
