import type { EventBus } from '@overlay/domain';
import { freshDataState } from '../../../../test/support/market-freshness';
import { FixedClock } from '../../../../test/support/test-clock';
import type { AppConfig } from '../../../config/app-config';
import type { ListBookmakersUseCase } from '../../bookmakers';
import type { GetMarketDataStateUseCase } from '../../markets';
import { MarketStateCache } from './market-state.cache';
import type { ServingState } from './market-state.cache';
import type { RaceMarketCache } from './race-market.cache';

const NOW = Date.parse('2026-11-21T10:00:00Z');

describe('Unit', () => {
  describe('MarketStateCache.beforeServing', () => {
    let dataVersion: number;
    let cache: MarketStateCache;

    beforeEach(() => {
      dataVersion = 1;
      const marketState = { execute: () => Promise.resolve(freshDataState({ dataVersion })) } as unknown as GetMarketDataStateUseCase;
      const bookmakers = { activeNames: () => Promise.resolve(['TAB']) } as unknown as ListBookmakersUseCase;
      const markets = { prepare: () => Promise.resolve() } as unknown as RaceMarketCache;
      const events = { subscribe: () => () => undefined } as unknown as EventBus;
      const config = { valuationRecheckMs: 1_000 } as AppConfig;
      cache = new MarketStateCache(marketState, bookmakers, markets, events, config, new FixedClock(NOW));
    });

    afterEach(() => cache.beforeApplicationShutdown());

    it('should serve a state read only once its preparers are done with it', async () => {
      const prepared: number[] = [];
      let release = () => undefined as void;
      cache.beforeServing(async (state: ServingState) => {
        await new Promise<void>((resolve) => (release = resolve));
        prepared.push(state.dataVersion);
      });
      let served: ServingState | undefined;
      const reading = cache.current().then((state) => (served = state));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(served).toBeUndefined();
      expect(cache.peek()).toBeUndefined();
      release();
      await reading;
      expect(prepared).toEqual([1]);
      expect(served?.dataVersion).toBe(1);
    });

    it('should serve a state anyway once its preparers took a second, and when one fails', async () => {
      jest.useFakeTimers();
      try {
        cache.beforeServing(() => new Promise<void>(() => undefined));
        cache.beforeServing(() => Promise.reject(new Error('no replies')));
        let served: ServingState | undefined;
        void cache.current().then((state) => (served = state));
        await jest.advanceTimersByTimeAsync(999);
        expect(served).toBeUndefined();
        await jest.advanceTimersByTimeAsync(1);
        expect(served?.dataVersion).toBe(1);
        // A read due again meanwhile waits on the same fake second: shut down before real time returns.
        const stopped = cache.beforeApplicationShutdown();
        await jest.advanceTimersByTimeAsync(1_000);
        await stopped;
      } finally {
        jest.useRealTimers();
      }
    });
  });
});
