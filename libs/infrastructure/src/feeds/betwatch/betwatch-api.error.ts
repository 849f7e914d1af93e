import type { BwProblem } from './betwatch.types';

export interface BetwatchApiErrorDetails {
  /** HTTP status; null when no answer came (network error). */
  status: number | null;
  /** The problem document's stable `code` (`rate_limited`, `quota_exceeded`, …), or ours. */
  code: string;
  retryable?: boolean;
  retryAfterMs?: number | null;
  requestId?: string | null;
  cause?: unknown;
}

/**
 * A refused or failed Betwatch v1 call. Branch on `code`, as the contract asks: the status
 * alone cannot tell `rate_limited` (wait seconds) from `quota_exceeded` (wait weeks) or
 * `stream_limit` (another client holds the stream); all three are 429. Messages never carry
 * the API key.
 */
export class BetwatchApiError extends Error {
  readonly status: number | null;
  readonly code: string;
  readonly retryable: boolean;
  readonly retryAfterMs: number | null;
  readonly requestId: string | null;

  constructor(message: string, details: BetwatchApiErrorDetails) {
    super(
      message,
      details.cause === undefined ? undefined : { cause: details.cause },
    );
    this.name = 'BetwatchApiError';
    this.status = details.status;
    this.code = details.code;
    this.retryable = details.retryable ?? false;
    this.retryAfterMs = details.retryAfterMs ?? null;
    this.requestId = details.requestId ?? null;
  }
}

/** What a person should do about a code, added to the message (ping, logs). */
const ADVICE: Record<string, string> = {
  authentication_required: 'check FEED_API_KEY',
  account_disabled: 'the Betwatch account is disabled',
  entitlement_empty: 'the Betwatch plan covers no racing data',
  plan_required:
    'the Betwatch plan does not include the v1 API (ODDS_FEED=betwatch-graphql is the fallback)',
  quota_exceeded:
    'the monthly quota is spent: prices stay frozen until it resets',
  stream_limit:
    'another client holds the plan’s concurrent streams (a second Overlay leader, a script)',
  rate_limited: 'too many requests this minute',
};

/** The problem an error answer carries (RFC 9457), or a stand-in naming the status. */
export function problemOf(
  path: string,
  status: number,
  body: string,
  retryAfterMs: number | null,
): BetwatchApiError {
  let problem: Partial<BwProblem> = {};
  try {
    const parsed = JSON.parse(body) as unknown;
    if (parsed && typeof parsed === 'object')
      problem = parsed as Partial<BwProblem>;
  } catch {
    // Not a problem document (a proxy's page): the status speaks.
  }
  const code =
    typeof problem.code === 'string'
      ? problem.code
      : status >= 500
        ? 'unavailable'
        : `http_${status}`;
  const detail =
    typeof problem.detail === 'string'
      ? problem.detail
      : body.slice(0, 120).replace(/\s+/g, ' ');
  const advice = ADVICE[code] ? ` (${ADVICE[code]})` : '';
  const redirect =
    status < 400
      ? ' (a redirect: /v1 never sends one, something between us and Betwatch does)'
      : '';
  return new BetwatchApiError(
    `Betwatch ${path} answered ${status} ${code}: ${detail}${advice}${redirect}`,
    {
      status,
      code,
      retryable: status >= 500 && status !== 501,
      retryAfterMs,
      requestId:
        typeof problem.requestId === 'string' ? problem.requestId : null,
    },
  );
}
