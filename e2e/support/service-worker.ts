import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import type { FakePushService } from '../../apps/api/test/support/fake-push-service';
import { baseUrl } from './browser';

/** Waits until the app's service worker is active for the page. */
export async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** The registration id of the app's service worker, as the DevTools protocol names it. */
async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseUrl}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/**
 * Makes the local push service this browser's push service. Headless Chromium cannot subscribe
 * to a real one offline (docs/product.md, "Alert channels"), so `pushManager.subscribe` in the
 * page answers a subscription whose keys the local service holds, and every push the service
 * decrypts is handed to the page's real service worker over the DevTools protocol.
 */
export async function usePushService(context: BrowserContext, page: Page, pushService: FakePushService): Promise<void> {
  const { endpoint, p256dh, auth } = pushService.subscription();
  const json = JSON.stringify({ endpoint, keys: { p256dh, auth } });
  // A script's text, not a function: tsx would add its own helpers to a function's source.
  await context.addInitScript({
    content: `{
      const json = ${json};
      PushManager.prototype.getSubscription = () => Promise.resolve(null);
      PushManager.prototype.subscribe = () => Promise.resolve({ endpoint: json.endpoint, toJSON: () => json });
    }`,
  });
  await page.reload();
  await serviceWorkerReady(page);
  const cdp = await context.newCDPSession(page);
  const id = await registrationId(cdp);
  pushService.onReceive = async (push) => {
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: `${baseUrl}/`, registrationId: id, data: push.payload });
  };
}

/** The titles of the notifications the service worker shows. */
export function shownNotifications(page: Page): Promise<{ title: string; body: string }[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body }));
  });
}
