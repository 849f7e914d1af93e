import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, CDPSession, Page } from 'playwright-core';
// The api tests' local push service (apps/api/test/support), shared rather than copied.
import { FakePushService } from '../../apps/api/test/support/fake-push-service';
import { baseUrl, launchBrowser, openPage } from '../support/browser';
import { signUp, uniqueEmail } from './web-helpers';

/** The registration id of the app's service worker, as the DevTools protocol names it. */
async function serviceWorkerRegistration(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (r) => r.scopeURL === `${baseUrl}/` && !r.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

const serviceWorkerReady = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

void describe('alert channels (web push, PWA)', () => {
  let browser: Browser;
  let pushService: FakePushService;
  before(async () => {
    browser = await launchBrowser();
    pushService = await new FakePushService().start();
  });
  after(async () => {
    await browser?.close();
    await pushService?.stop();
  });

  void test('a test push goes through the push service to the service worker, which shows it', async () => {
    const { context, page } = await openPage(browser);
    try {
      await context.grantPermissions(['notifications'], { origin: baseUrl });
      await signUp(page, 'Push Me', uniqueEmail('push'));
      await page.goto('/alerts?tab=channels');
      await page.getByRole('heading', { name: 'Alert channels' }).waitFor();
      await serviceWorkerReady(page);
      const cdp = await context.newCDPSession(page);
      const registrationId = await serviceWorkerRegistration(cdp);
      // Headless Chromium has no push service of its own offline (pushManager.subscribe answers
      // "Registration failed - permission denied"), so the browser's subscription is the local
      // push service's: it checks the api's VAPID signature, decrypts the push with the keys it
      // handed out, and delivers the plaintext to this browser's service worker over CDP.
      pushService.onReceive = async (push) => {
        await cdp.send('ServiceWorker.deliverPushMessage', {
          origin: `${baseUrl}/`,
          registrationId,
          data: push.payload,
        });
      };
      const saved = await page.request.put('/api/users/me/channels/push', {
        data: pushService.subscription(),
      });
      assert.equal(saved.status(), 204);
      await page.reload();
      const push = page.getByTestId('channel-push');
      await push.getByText('On for 1 browser.').waitFor();
      await serviceWorkerReady(page);
      await page.evaluate(() => {
        const seen: unknown[] = [];
        (window as unknown as { pushesSeen: unknown[] }).pushesSeen = seen;
        navigator.serviceWorker.addEventListener('message', (e) =>
          seen.push(e.data),
        );
      });

      await push
        .getByRole('button', { name: 'Send test push alert' })
        .click();
      // Answered at once, delivered in the background: the outcome shows when the history has it.
      await push.getByText('Test alert delivered').waitFor({ timeout: 15_000 });
      const title = 'Test alert: R1 Test Park · 1. Test Runner';
      // The push arrives a moment after the reply: read the shown notifications until it is there.
      let notification: { body: string; url: string } | null = null;
      for (let i = 0; i < 50 && notification === null; i++) {
        notification = await page.evaluate(async (wanted) => {
          const registration = await navigator.serviceWorker.ready;
          const match = (await registration.getNotifications()).find(
            (n) => n.title === wanted,
          );
          return match
            ? { body: match.body, url: (match.data as { url: string }).url }
            : null;
        }, title);
        if (notification === null) await page.waitForTimeout(100);
      }
      assert.ok(notification, `no notification titled ${title}`);
      assert.match(
        notification.body,
        /Overlay \$3\.50 · fair \$3\.00 · EV \+16\.7 %/,
      );
      assert.equal(notification.url, `${baseUrl}/`);
      const seen = await page.evaluate(
        () =>
          (window as unknown as { pushesSeen: { type: string }[] }).pushesSeen,
      );
      assert.ok(seen.some((m) => m.type === 'overlay-push'));
    } finally {
      pushService.onReceive = null;
      await context.close();
    }
  });

  void test('the app is installable and shows its offline shell without a network', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto('/login');
      const manifest = await page.request.get('/manifest.webmanifest');
      assert.equal(manifest.status(), 200);
      const body = (await manifest.json()) as {
        display: string;
        icons: { sizes: string }[];
      };
      assert.equal(body.display, 'standalone');
      assert.deepEqual(body.icons.map((i) => i.sizes).sort(), [
        '192x192',
        '512x512',
        '512x512',
      ]);
      await serviceWorkerReady(page);
      await context.setOffline(true);
      await page.goto('/settings/notifications');
      await page.getByRole('heading', { name: 'You are offline' }).waitFor();
      await context.setOffline(false);
    } finally {
      await context.close();
    }
  });
});
