/** Probes until `ok` holds or the time is up, then returns the last value (the test asserts on it). */
export async function eventually<T>(
  probe: () => Promise<T> | T,
  ok: (value: T) => boolean,
  timeoutMs = 10_000,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
