import { randomUUID } from 'node:crypto';
import { AlertDeliveryRepository, testAlertMessage } from '@overlay/domain';
import type { AlertChannelKind, AlertDelivery, AlertMessage, HistoryEntry } from '@overlay/domain';
import request from 'supertest';
import { AlertDeliveryJob } from '../../src/modules/alerts';
import type { TestApp } from './test-app';

/** An alert of a made-up race 10 minutes from `nowMs`, for `userId`. */
export function sampleAlert(userId: string, change: Partial<AlertMessage> = {}, nowMs = Date.now()): AlertMessage {
  return {
    alertId: randomUUID(),
    userId,
    reason: 'new',
    raceId: 'r1',
    venue: 'Randwick',
    raceNumber: 3,
    startTime: new Date(nowMs + 10 * 60_000).toISOString(),
    startTimeLocal: null,
    runnerName: 'Fast Horse',
    runnerNumber: 4,
    bookmaker: 'Sportsbet',
    price: 5,
    fairPrice: 4,
    ev: 0.25,
    promo: null,
    stake: 20,
    url: 'https://overlay.example/admin/live/r1',
    ...change,
  };
}

/** One channel's delivery of one alert, as the delivery worker hands it to the channel. */
export function deliveryOf(message: AlertMessage, targetId: string | null = null): AlertDelivery {
  return { deliveryId: randomUUID(), userId: message.userId, alerts: [message], targetId, nowMs: Date.now() };
}

/** Sends what is due now (a pass of the delivery job, after the one under way if any). */
export function sendDue(testApp: TestApp): Promise<void> {
  return testApp.app.get(AlertDeliveryJob).trigger();
}

/** Stores `count` test alerts for the user's `channel` at once (what a burst of alerts makes). */
export async function queueTestAlerts(testApp: TestApp, userId: string, channel: AlertChannelKind, count: number): Promise<void> {
  const deliveries = testApp.app.get(AlertDeliveryRepository);
  for (let i = 0; i < count; i += 1) {
    const message = { ...testAlertMessage(userId, randomUUID(), 'https://overlay.example/', new Date()), runnerNumber: i + 1, runnerName: `Runner ${i + 1}` };
    await deliveries.enqueueTest(message, channel, new Date());
  }
}

/** The user's alert history, newest first. */
export async function historyOf(testApp: TestApp, cookie: string): Promise<HistoryEntry[]> {
  const response = await request(testApp.server).get('/api/users/me/alerts/history').set('Cookie', cookie).expect(200);
  return response.body.history as HistoryEntry[];
}

/** Waits until `done()` holds (checked every 25 ms), at most `timeoutMs`. */
export async function until(done: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
