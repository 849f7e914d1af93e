/**
 * The one error shape every RTK Query call produces (docs/product.md §7: a non-OK response becomes an error
 * whose message is the status code, a colon, then the body text or the status text).
 */
export interface ApiError {
  /** HTTP status, or why no usable response arrived. */
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR';
  /** `${status}: ${bodyText || statusText}` for HTTP errors. */
  message: string;
  /** The body parsed as JSON when it is JSON, else the raw text. */
  data?: unknown;
}

export function httpErrorMessage(
  status: number,
  bodyText: string,
  statusText: string,
): string {
  return `${status}: ${bodyText || statusText}`;
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    'message' in value &&
    typeof (value as { message: unknown }).message === 'string'
  );
}

/** `{statusCode, message, error}` as the api answers errors (docs/architecture.md §5). */
interface ServerErrorBody {
  statusCode?: number;
  message?: string | string[];
  error?: string;
}

function serverBody(error: unknown): ServerErrorBody | undefined {
  if (!isApiError(error)) return undefined;
  const { data } = error;
  return typeof data === 'object' && data !== null
    ? (data as ServerErrorBody)
    : undefined;
}

/** The server's own messages (validation answers carry several), or an empty list. */
export function serverMessages(error: unknown): string[] {
  const message = serverBody(error)?.message;
  if (Array.isArray(message))
    return message.filter(
      (m): m is string => typeof m === 'string' && m.length > 0,
    );
  return typeof message === 'string' && message.length > 0 ? [message] : [];
}

/**
 * The text a person should read in a toast: the server's message (several on their own lines),
 * else the fallback. Never the raw `409: {...}` JSON.
 */
export function serverMessage(error: unknown, fallback: string): string {
  const messages = serverMessages(error);
  return messages.length > 0 ? messages.map(sentenceCase).join('\n') : fallback;
}

/**
 * Server validation messages ('email must be an email', 'Email already registered') sorted under
 * the form field they name, so the form can show them where the user looks.
 */
export function fieldErrorsFrom<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string[]>> {
  const result: Partial<Record<F, string[]>> = {};
  for (const message of serverMessages(error)) {
    const field = fields.find((name) =>
      new RegExp(`(^|[^A-Za-z])${name}([^A-Za-z]|$)`, 'i').test(message),
    );
    if (field === undefined) continue;
    (result[field] ??= []).push(sentenceCase(message));
  }
  return result;
}

function sentenceCase(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}
