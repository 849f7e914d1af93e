import { act, screen, waitFor } from '@testing-library/react';
import { anOpportunityRow } from '../../../testing/an-opportunity-row';
import { eventStream } from '../../../lib/sse';
import type { StreamListener, StreamMessage } from '../../../lib/sse';
import { MEMBER, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

// Whole-app renders: on a shared 2-core machine the first lazy render can take several seconds.
const WAIT = { timeout: 30_000 };

/** Stands in for the server: every subscriber of the event stream gets what we send. */
function fakeStream() {
  const listeners = new Set<StreamListener>();
  vi.spyOn(eventStream, 'subscribe').mockImplementation((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  });
  return (message: StreamMessage) => act(() => listeners.forEach((listener) => listener(message)));
}

const rowA = anOpportunityRow({ extRaceId: 'race-a', runnerName: 'Runner A', totalEV: 30 });
const rowB = anOpportunityRow({ extRaceId: 'race-b', runnerName: 'Runner B', totalEV: 20 });
const rowC = anOpportunityRow({ extRaceId: 'race-c', runnerName: 'Runner C', totalEV: 25 });

// docs/architecture.md §5, "The dashboard follows the market".
describe('Dashboard rows follow races_changed', { timeout: 60_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('should read only the named races and merge them in (a race leaves, one comes), and read the whole reply only for changes not named', async () => {
    const send = fakeStream();
    const lastUpdated = new Date().toISOString();
    const { calls } = mockApi({
      'GET /api/auth/me': { body: { user: MEMBER } },
      'GET /api/opportunities': (request) =>
        request.url.includes('races=')
          ? {
              body: {
                opportunities: [rowC],
                lastUpdated,
                part: { races: ['race-b', 'race-c'], after: ['race-a:4:Betr'], total: 2, cut: false },
              },
            }
          : { body: { opportunities: [rowA, rowB], lastUpdated } },
    });
    renderApp('/');
    const shown = () => document.body.textContent ?? '';
    expect(await screen.findByText('2 opportunities', {}, WAIT)).toBeInTheDocument();
    expect(shown()).toContain('Runner B');
    const wholeReads = () => calls('GET /api/opportunities').filter((call) => !call.url.includes('races=')).length;
    const partReads = () => calls('GET /api/opportunities').filter((call) => call.url.includes('races='));
    const before = wholeReads();

    send({ type: 'races_changed', data: { version: 2, raceIds: ['race-b', 'race-c'] } });
    await waitFor(() => expect(shown()).toContain('Runner C'), WAIT);
    expect(shown()).not.toContain('Runner B');
    expect(shown()).toContain('Runner A');
    // Only the entry the page holds reads (not the first screen's, kept a while after the whole set came).
    expect(partReads()).toHaveLength(1);
    expect(partReads()[0].url).toContain('races=race-b,race-c');
    // The view's own filters go with it.
    expect(partReads()[0].url).toContain('min_total_ev=');

    // A data_refresh whose changes were all named: the rows are already there.
    send({ type: 'data_refresh', data: { version: 2, races: 2, full: false, named: true } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(wholeReads()).toBe(before);
    // One not named (a full refresh): the whole reply again.
    send({ type: 'data_refresh', data: { version: 3, races: 0, full: true, named: false } });
    await waitFor(() => expect(wholeReads()).toBeGreaterThan(before), WAIT);
  });
});
