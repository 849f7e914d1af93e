/**
 * The `retry:` a stream gets as its instance stops (docs/operations.md §7): its browser comes back
 * through the proxy, to another instance, within 0.5–1.5 s. Spread, so a stopping instance's
 * streams do not all land on the others in the same millisecond.
 */
export function reconnectElsewhereMs(): number {
  return 500 + Math.floor(Math.random() * 1000);
}
