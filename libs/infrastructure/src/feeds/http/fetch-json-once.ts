import { HttpRequestError } from './http-request.error';
import {
  honoursRetryAfter,
  isRetryableStatus,
  parseRetryAfter,
} from '../../resilience/retry-timing';

/** The request shape shared with ResilientHttpClient. */
export interface JsonRequestLike {
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
}

const BODY_SNIPPET = 120;

/**
 * One attempt of a JSON call, cancelled through `signal` (the client's cockatiel `timeout`
 * aborts it after `timeoutMs`, headers and body alike), every failure turned into an
 * HttpRequestError saying whether a retry may help. The retry loop lives in the client.
 */
export async function fetchJsonOnce<T>(
  fetchImpl: typeof fetch,
  request: JsonRequestLike,
  method: string,
  timeout: { signal: AbortSignal; timeoutMs: number },
  now: () => number,
): Promise<T> {
  const { signal, timeoutMs } = timeout;
  try {
    const response = await fetchImpl(request.url, {
      method,
      headers: {
        accept: 'application/json',
        ...(request.body === undefined
          ? {}
          : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      body:
        request.body === undefined ? undefined : JSON.stringify(request.body),
      signal,
    });
    // Read the body under the same timeout: a server may send headers and then stall.
    const text = await response.text();
    if (!response.ok) {
      const retryAfterMs = honoursRetryAfter(response.status)
        ? parseRetryAfter(response.headers.get('retry-after'), now())
        : null;
      const reason = `HTTP ${response.status} ${response.statusText}`.trim();
      throw new HttpRequestError(
        'status',
        text.trim() ? `${reason}: ${snippet(text)}` : reason,
        {
          status: response.status,
          retryAfterMs,
          retryable: isRetryableStatus(response.status),
        },
      );
    }
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      throw new HttpRequestError(
        'body',
        `answered ${response.status} with a body that is not JSON: ${snippet(text)}`,
        { status: response.status, retryable: true, cause: error },
      );
    }
  } catch (error) {
    if (error instanceof HttpRequestError) throw error;
    if (signal.aborted) {
      throw new HttpRequestError('timeout', `timed out after ${timeoutMs} ms`, {
        retryable: true,
        cause: error,
      });
    }
    throw new HttpRequestError(
      'network',
      `network error: ${networkReason(error)}`,
      {
        retryable: true,
        cause: error,
      },
    );
  }
}

/** The start of a body, quoted, for messages: enough to recognise an HTML error page. */
function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return JSON.stringify(
    flat.length > BODY_SNIPPET ? `${flat.slice(0, BODY_SNIPPET)}…` : flat,
  );
}

/** undici hides the socket error in `cause` ("fetch failed" alone helps nobody). */
function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })
    ?.cause;
  if (cause?.code)
    return `${cause.code}${cause.message ? ` (${cause.message})` : ''}`;
  return (error as Error)?.message ?? String(error);
}
