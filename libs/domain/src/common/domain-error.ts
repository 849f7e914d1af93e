/**
 * Base class of every domain and engine error: a stable machine `code` and a message a person can
 * act on. The api maps the code to an HTTP status in one table (its exceptions filter), so use
 * cases throw these and never pick a status themselves.
 */
export class DomainError<C extends string = string> extends Error {
  readonly code: C;
  /** Seconds the caller should wait before trying again (sent as Retry-After by the api). */
  readonly retryAfterSeconds?: number;

  constructor(code: C, message: string, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.code = code;
    this.name = new.target.name;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
