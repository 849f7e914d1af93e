// Overlay's service worker (docs/product.md, "Alert channels"): shows alert pushes, opens the
// race a notification names, and answers a navigation with the offline shell when the network
// is gone. Plain JavaScript served as is from /sw.js, so its scope is the whole app.
const SHELL_CACHE = 'overlay-shell-v1';
const OFFLINE_URL = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll([OFFLINE_URL, '/icons/icon-192.png']))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key !== SHELL_CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// Only page loads are touched, and only when they fail: everything else goes to the network as usual.
self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(
    fetch(event.request).catch(() => caches.match(OFFLINE_URL)),
  );
});

function readPush(data) {
  if (!data) return {};
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}

/** A same-origin address from the alert, else the app's home: a push never opens another site. */
function appUrl(url) {
  try {
    const target = new URL(url || '/', self.location.origin);
    return target.origin === self.location.origin
      ? target.href
      : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

self.addEventListener('push', (event) => {
  const alert = readPush(event.data);
  event.waitUntil(
    (async () => {
      await self.registration.showNotification(alert.title || 'Overlay alert', {
        body: alert.body || '',
        tag: alert.tag,
        icon: '/icons/icon-192.png',
        data: { url: appUrl(alert.url), alertId: alert.alertId },
      });
      // Open pages hear of it too (the Settings card shows the test push arrived).
      const windows = await self.clients.matchAll({
        type: 'window',
        includeUncontrolled: true,
      });
      for (const client of windows)
        client.postMessage({ type: 'overlay-push', alert });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url =
    (event.notification.data && event.notification.data.url) || appUrl('/');
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({
        type: 'window',
        includeUncontrolled: true,
      });
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});
