import { act, screen, waitFor } from '@testing-library/react';
import { eventStream } from '../../../lib/sse';
import type { StreamListener, StreamMessage } from '../../../lib/sse';
import { MEMBER, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

// Whole-app renders: on a shared 2-core machine the first lazy render can take several seconds.
const WAIT = { timeout: 30_000 };
const REFRESH: StreamMessage = { type: 'data_refresh', data: { full: true } };

/** Stands in for the server: every subscriber of the event stream gets what we send. */
function fakeStream() {
  const listeners = new Set<StreamListener>();
  vi.spyOn(eventStream, 'subscribe').mockImplementation((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  });
  return (message: StreamMessage) =>
    act(() => listeners.forEach((listener) => listener(message)));
}

const notices = () => document.querySelectorAll('.ant-notification-notice');

describe("Dashboard 'Data updated' toast", { timeout: 60_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('should show one toast for a data_refresh, close it after 5000 ms, and show none for another within the minute', async () => {
    const send = fakeStream();
    const { calls } = mockApi({
      'GET /api/auth/me': { body: { user: MEMBER } },
      'GET /api/opportunities': {
        body: { opportunities: [], lastUpdated: new Date().toISOString() },
      },
    });
    renderApp('/');
    await screen.findByText('No Opportunities Found', {}, WAIT);
    const loads = calls('GET /api/opportunities').length;

    send(REFRESH);
    const shownAt = Date.now();
    expect(await screen.findByText('Data updated', {}, WAIT)).toBeInTheDocument();
    // antd closes it by its own clock (5000 ms); jsdom runs no CSS transitions, so the notice
    // stays in its leave state instead of being removed: that state is the close.
    const leaving = () =>
      notices()[0]?.className.includes('ant-notification-fade-leave') ?? true;
    expect(leaving()).toBe(false);

    // Within the minute: no second toast, whatever else arrives.
    send(REFRESH);
    send({ type: 'promo_created', data: { id: 'p1' } });
    expect(screen.getAllByText('Data updated')).toHaveLength(1);
    expect(notices()).toHaveLength(1);
    // The rows reload silently all the same.
    await waitFor(
      () => expect(calls('GET /api/opportunities').length).toBeGreaterThan(loads),
      WAIT,
    );

    await waitFor(() => expect(leaving()).toBe(true), { timeout: 15_000 });
    // Timers never fire early: it stayed its 5000 ms.
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(5_000);

    // Still within the minute: a data_refresh now would be a new toast if the gate let it by.
    send(REFRESH);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      [...notices()].every((notice) => notice.className.includes('-leave')),
    ).toBe(true);
  });
});
