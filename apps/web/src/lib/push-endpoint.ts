/**
 * The push endpoint this browser is subscribed with, if any; undefined when push is unsupported,
 * off, or the service worker cannot be asked. Sign-out sends it so the server releases it for the
 * next account signed in here (docs/product.md, "Alert channels").
 */
export async function thisBrowserPushEndpoint(): Promise<string | undefined> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    return subscription?.endpoint ?? undefined;
  } catch {
    return undefined;
  }
}
