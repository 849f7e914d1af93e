/** How long a health check waits for the database before it counts as not answering. */
const CHECK_TIMEOUT_MS = 2000;

/** The promise's value, or null when it fails or takes longer than a health check allows. */
export async function withinCheckTime<T>(promise: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise.catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
