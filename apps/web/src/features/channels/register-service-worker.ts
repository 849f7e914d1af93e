/**
 * Registers /sw.js (apps/web/public): push alerts and the offline shell (docs/product.md,
 * "Alert channels"). After the page's load, so it never competes with the first paint's calls.
 */
export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator))
    return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No service worker (private mode, an old browser): the app works, without push or offline shell.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
