import type { AddressInfo } from 'node:net';
import { createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { openEventStream, until } from '../../../test/support/event-stream-client';
import type { EventStreamClient } from '../../../test/support/event-stream-client';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { BrowserEventHub } from './http/browser-event-hub';

// A probe opened 2,000 /api/events streams with one session, all accepted.
describe('/api/events streams per user', () => {
  let testApp: TestApp;
  let base: string;
  const streams: EventStreamClient[] = [];
  const open = async (cookie: string) => {
    const stream = await openEventStream(base, '/api/events', cookie);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ EVENT_STREAMS_PER_USER: '3' });
    await new Promise<void>((resolve) => testApp.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(testApp.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await testApp.close();
  });

  it('keeps at most EVENT_STREAMS_PER_USER open per user, ending the oldest first, others untouched', async () => {
    const member = await createAccount(testApp);
    const cookie = await sessionCookieFor(testApp, member);
    const other = await open(await sessionCookieFor(testApp, await createAccount(testApp)));
    const mine: EventStreamClient[] = [];
    for (let i = 0; i < 5; i += 1) mine.push(await open(cookie));
    expect(mine.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    // The two oldest end; the three newest and the other user's stream stay.
    await Promise.all([mine[0].ended, mine[1].ended]);
    await until(() => testApp.app.get(BrowserEventHub).streams === 4);
    const stillOpen = await Promise.race([
      Promise.any([mine[2].ended, mine[3].ended, mine[4].ended, other.ended]).then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('open'), 300)),
    ]);
    expect(stillOpen).toBe('open');
  });
});
