import type { LiveMessage, LiveRaceInfo, LiveRow, LiveTickMessage } from '@overlay/contracts';
import {
  flashKey,
  INITIAL_LIVE_STATE,
  liveReducer,
  parseLiveMessage,
} from '../model/live-state';
import type { LiveAction, LiveState } from '../model/live-state';

const INFO: LiveRaceInfo = {
  extRaceId: 'r-1',
  track: 'Flemington',
  raceNumber: 4,
  raceName: 'Maiden Plate',
  code: 'TB',
  startTime: '2026-11-24T01:00:00Z',
  activeRunners: 8,
};

const row = (runnerNo: number, book: string, winPrice: number): LiveRow => ({
  runnerId: `ru-${runnerNo}`,
  runnerNo,
  runnerName: `Runner ${runnerNo}`,
  book,
  winPrice,
  baseEV: 1,
  promoEV: 2,
  totalEV: 3,
  bonusPct: 40,
  p_win: 0.2,
  kelly: 0,
});

const connected = (marketState: 'open' | 'closed' = 'open'): LiveMessage => ({
  type: 'connected',
  extRaceId: 'r-1',
  timestamp: '2026-11-24T00:50:00Z',
  marketState,
  tracking: 'live',
  raceInfo: INFO,
});

const tick = (over: Partial<LiveTickMessage> = {}): LiveTickMessage => ({
  type: 'tick',
  timestamp: '2026-11-24T00:50:01Z',
  marketState: 'open',
  tracking: 'live',
  raceInfo: INFO,
  ev: [row(1, 'TAB', 3.5), row(2, 'Betr', 6)],
  bestByRunner: {},
  oddsChanged: [],
  message: null,
  ...over,
});

const run = (actions: LiveAction[], from: LiveState = INITIAL_LIVE_STATE) =>
  actions.reduce(liveReducer, from);
const msg = (message: LiveMessage, now = 1000): LiveAction => ({ type: 'message', message, now });

describe('liveReducer', () => {
  it('should take the race, rows, books and last update from a tick', () => {
    const state = run([msg(connected()), msg(tick())]);
    expect(state.status).toBe('open');
    expect(state.raceInfo).toEqual(INFO);
    expect(state.tracking).toBe('live');
    expect(state.rows.map((r) => r.winPrice)).toEqual([3.5, 6]);
    expect(state.books).toEqual(['Betr', 'TAB']);
    expect(state.lastUpdate).toBe('2026-11-24T00:50:01Z');
  });

  it("should keep the market's as-of time: the stored data's, then each tick's (its age is shown)", () => {
    const seed: LiveAction = { type: 'seed', raceInfo: INFO, marketState: 'open', rows: [], lastUpdate: '2026-11-24T00:49:00Z', message: null };
    expect(run([seed]).marketAsOf).toBe('2026-11-24T00:49:00Z');
    expect(run([seed, msg(tick({ asOf: '2026-11-24T00:49:58Z' }))]).marketAsOf).toBe('2026-11-24T00:49:58Z');
    expect(run([seed, msg(tick())]).marketAsOf).toBe('2026-11-24T00:49:00Z');
  });

  it('should flash a rise green and a fall red until 500 ms after the tick, then drop them', () => {
    const state = run([
      msg(connected()),
      msg(
        tick({
          oddsChanged: [
            { runnerId: 'ru-1', book: 'TAB', old: 3.2, new: 3.5 },
            { runnerId: 'ru-2', book: 'Betr', old: 6.5, new: 6 },
          ],
        }),
        10_000,
      ),
    ]);
    expect(state.flashes).toEqual({
      [flashKey('ru-1', 'TAB')]: { direction: 'up', until: 10_500 },
      [flashKey('ru-2', 'Betr')]: { direction: 'down', until: 10_500 },
    });
    expect(state.moves).toBe(1);
    expect(run([{ type: 'expire', now: 10_499 }], state).flashes).toEqual(state.flashes);
    expect(run([{ type: 'expire', now: 10_500 }], state).flashes).toEqual({});
  });

  it('should count only ticks with moves', () => {
    const state = run([msg(connected()), msg(tick()), msg(tick())]);
    expect(state.moves).toBe(0);
    expect(state.flashes).toEqual({});
  });

  it("should show 'Race Finished' when a race seen open closes, and ignore anything after", () => {
    const finished = run([msg(connected()), msg(tick()), msg(tick({ marketState: 'closed', ev: [] }))]);
    expect(finished.status).toBe('finished');
    expect(finished.marketState).toBe('closed');
    expect(run([{ type: 'dropped' }, msg(tick())], finished).status).toBe('finished');
    expect(run([msg(tick())], finished).rows).toEqual([]);
  });

  it('should end quietly with the last rows when the race was closed from the start', () => {
    const state = run([msg(connected('closed')), msg(tick({ marketState: 'closed' }))]);
    expect(state.status).toBe('ended');
    expect(state.rows).toHaveLength(2);
  });

  it('should go to error on a drop and back to open with the next message', () => {
    const dropped = run([msg(connected()), { type: 'dropped' }]);
    expect(dropped.status).toBe('error');
    expect(run([{ type: 'connecting' }, msg(connected())], dropped).status).toBe('open');
  });

  it('should seed from the stored race only until a tick has come', () => {
    const seed: LiveAction = {
      type: 'seed',
      raceInfo: INFO,
      marketState: 'open',
      rows: [row(3, 'Neds', 9)],
      lastUpdate: '2026-11-24T00:40:00Z',
      message: null,
    };
    expect(run([seed]).rows.map((r) => r.runnerNo)).toEqual([3]);
    expect(run([msg(connected()), msg(tick()), seed]).rows.map((r) => r.runnerNo)).toEqual([1, 2]);
  });
});

describe('parseLiveMessage', () => {
  it('should read connected and tick messages and nothing else', () => {
    expect(parseLiveMessage(JSON.stringify(tick()))?.type).toBe('tick');
    expect(parseLiveMessage(JSON.stringify({ type: 'data_refresh' }))).toBeNull();
    expect(parseLiveMessage('not json')).toBeNull();
  });
});
