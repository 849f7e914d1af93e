import { SseHub } from '@overlay/infrastructure';
import type { DataRefreshEvent } from '@overlay/domain';
import type { StreamsFollowAuth } from '../../../common/sse/streams-follow-auth';
import type { AppConfig } from '../../../config/app-config';
import type { ValuationService } from '../../valuation';
import { BrowserEventHub } from './browser-event-hub';

type Merge = (a: unknown, b: unknown) => unknown;

describe('Unit', () => {
  describe('BrowserEventHub (docs/architecture.md §5, "The dashboard follows the market")', () => {
    const config = {
      eventStream: { heartbeatMs: 60_000, refreshCoalesceMs: 5000, racesBatchMs: 250, replayCapacity: 10, maxBufferedBytes: 1024, streamsPerUser: 6 },
    } as AppConfig;
    let sent: { type: string; data: unknown; ms: number; merge: Merge }[];
    let hub: BrowserEventHub;
    /** The versions the hub waited for, and how to say this instance serves them. */
    let waits: { version: number; serve: (served: boolean) => void }[];
    let waitForServing: boolean;
    const at = '2026-12-06T00:00:00.000Z';
    const refresh = (event: Partial<DataRefreshEvent>) => hub.refreshed({ version: 7, at, races: 1, full: false, ...event });
    const valuation = {
      whenServed: (version: number) =>
        waitForServing ? new Promise<boolean>((serve) => waits.push({ version, serve })) : Promise.resolve(true),
    } as unknown as ValuationService;
    const of = (type: string) => sent.filter((call) => call.type === type);

    beforeEach(() => {
      sent = [];
      waits = [];
      waitForServing = false;
      jest.spyOn(SseHub.prototype, 'publishCoalesced').mockImplementation((type, data, ms, merge) => {
        sent.push({ type, data, ms, merge: merge as Merge });
      });
      hub = new BrowserEventHub({ register: () => () => undefined } as unknown as StreamsFollowAuth, valuation, config);
    });

    afterEach(() => jest.restoreAllMocks());

    it('should send a change naming its races as races_changed (EVENTS_RACES_BATCH_MS) and data_refresh named (EVENTS_REFRESH_COALESCE_MS)', async () => {
      await refresh({ raceIds: ['r1', 'r2'], races: 2 });
      expect(of('data_refresh').map(({ data, ms }) => ({ data, ms }))).toEqual([
        { data: { version: 7, races: 2, full: false, named: true }, ms: 5000 },
      ]);
      expect(of('races_changed').map(({ data, ms }) => ({ data, ms }))).toEqual([{ data: { version: 7, raceIds: ['r1', 'r2'] }, ms: 250 }]);
    });

    it.each([
      ['a full refresh', { full: true, raceIds: ['r1'] }],
      ['a change naming no race', {}],
    ])('should send %s as data_refresh not named, and no races_changed', async (_name, event) => {
      await refresh(event);
      expect(of('data_refresh')[0].data).toMatchObject({ named: false });
      expect(of('races_changed')).toEqual([]);
    });

    it('should unite the races of a batch, and name none past 200 races (one read takes 200)', async () => {
      await refresh({ raceIds: ['a'] });
      const merge = of('races_changed')[0].merge;
      expect(merge({ version: 1, raceIds: ['a', 'b'] }, { version: 2, raceIds: ['b', 'c'] })).toEqual({ version: 2, raceIds: ['a', 'b', 'c'] });
      const many = Array.from({ length: 200 }, (_, i) => `m${i}`);
      expect(merge({ version: 1, raceIds: many }, { version: 2, raceIds: ['m0'] })).toEqual({ version: 2, raceIds: many });
      expect(merge({ version: 1, raceIds: many }, { version: 2, raceIds: ['x'] })).toEqual({ version: 2, raceIds: null });
      expect(merge({ version: 3, raceIds: null }, { version: 2, raceIds: ['x'] })).toEqual({ version: 3, raceIds: null });
      await refresh({ raceIds: [...many, 'x'] });
      expect(of('races_changed')[1].data).toEqual({ version: 7, raceIds: null });
    });

    it('should announce a change only once this instance serves its version, so the read it prompts finds it', async () => {
      jest.spyOn(SseHub.prototype, 'size', 'get').mockReturnValue(1);
      waitForServing = true;
      const announced = refresh({ version: 9, raceIds: ['r1'] });
      await Promise.resolve();
      expect(waits.map((w) => w.version)).toEqual([9]);
      expect(sent).toEqual([]);
      waits[0].serve(true);
      await announced;
      expect(of('races_changed').map(({ data }) => data)).toEqual([{ version: 9, raceIds: ['r1'] }]);
      expect(of('data_refresh')).toHaveLength(1);
    });

    it('should announce at once, reading no version for it, while no stream is open', async () => {
      waitForServing = true;
      await refresh({ version: 9, raceIds: ['r1'] });
      expect(waits).toEqual([]);
      expect(of('races_changed')).toHaveLength(1);
    });

    it('should say a coalesced data_refresh is named only when every change it carries was', async () => {
      await refresh({ raceIds: ['a'] });
      const merge = of('data_refresh')[0].merge;
      const named = { version: 1, races: 1, full: false, named: true };
      expect(merge(named, { version: 2, races: 2, full: false, named: true })).toEqual({ version: 2, races: 3, full: false, named: true });
      expect(merge(named, { version: 2, races: 2, full: true, named: false })).toEqual({ version: 2, races: 3, full: true, named: false });
    });
  });
});
