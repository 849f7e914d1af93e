import { Logger } from '@nestjs/common';
import type { RaceMarket } from '@overlay/domain';
import { createServer } from 'node:http';
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { get } from 'node:http';
import { testRace } from '../../../../test/support/market-snapshots';
import type { ScheduledTimers } from '../../../common/schedule/scheduled-timers';
import type { StreamsFollowAuth } from '../../../common/sse/streams-follow-auth';
import type { Clock } from '../../../common/time/clock';
import type { LiveFairHistory } from '../application/live-fair-history';
import type { LiveRaceSource } from '../application/live-race-source';
import type { LiveWatchAnnouncer } from '../application/live-watch.announcer';
import type { ViewerContext } from '../../valuation';
import { LiveRaceHub } from './live-race-hub';

describe('LiveRaceHub, a tick whose race cannot be read', () => {
  const now = new Date('2026-12-05T02:00:00.000Z');
  const race = testRace({ extRaceId: 'unread', minutesFromNow: 30, runners: 3 }, now.getTime()) as RaceMarket;
  let server: Server;
  let beats: (() => unknown)[];
  let warn: jest.SpyInstance;

  afterEach(async () => {
    warn.mockRestore();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('should log it and leave the next beat to tick again, not end the process (docs/operations.md §4)', async () => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    // What a Saturday's 500 viewers opening at once met: the request pool past its connect timeout.
    const load = jest.fn().mockRejectedValueOnce(new Error('timeout exceeded when trying to connect')).mockResolvedValue(null);
    beats = [];
    const hub = new LiveRaceHub(
      { load, forget: jest.fn() } as unknown as LiveRaceSource,
      { register: () => () => undefined } as unknown as StreamsFollowAuth,
      { now: () => now } as unknown as Clock,
      { start: jest.fn(), stop: jest.fn(), announce: jest.fn() } as unknown as LiveWatchAnnouncer,
      { record: jest.fn() } as unknown as LiveFairHistory,
      { every: (_name: string, _ms: number, task: () => unknown) => beats.push(task), stop: jest.fn(), isRunning: () => false } as unknown as ScheduledTimers,
    );
    server = createServer((_req, res: ServerResponse) =>
      hub.connect(res, { userId: 'viewer', sessionId: 'session' }, {
        params: { books: null, retention: null, intervalMs: 1000 },
        race,
        viewer: { key: 'global' } as unknown as ViewerContext,
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, (res) => res.resume()).on('error', () => undefined);

    // The first tick runs at once on connect, and fails.
    await waitUntil(() => warn.mock.calls.length > 0);
    expect(warn.mock.calls[0][0]).toContain('A live tick of race unread failed, the next beat tries again: timeout exceeded');
    // The beat is still there, and ticks again.
    expect(beats).toHaveLength(1);
    beats[0]();
    await waitUntil(() => load.mock.calls.length === 2);
    expect(hub.viewers('unread')).toBe(1);
  });
});

async function waitUntil(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
