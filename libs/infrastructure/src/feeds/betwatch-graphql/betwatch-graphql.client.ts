import type { ResilientHttpClient } from '../http/resilient-http.client';
import { HttpRequestError } from '../http/http-request.error';
import type { GraphqlResponse } from './betwatch.types';

/** GraphQL-level errors (HTTP 200 with `errors`): the query reached Betwatch and was refused. */
export class BetwatchGraphqlError extends Error {
  constructor(readonly messages: string[]) {
    super(`Betwatch GraphQL error: ${messages.join('; ')}`);
    this.name = 'BetwatchGraphqlError';
  }
}

export interface BetwatchGraphqlClientOptions {
  url: string;
  apiKey: string;
  http: ResilientHttpClient;
}

/** Posts GraphQL documents to Betwatch with the `X-Api-Key` header, through the resilient client. */
export class BetwatchGraphqlClient {
  constructor(private readonly options: BetwatchGraphqlClientOptions) {}

  /** The reply's data; errors beside usable data are dropped (see `request` to count them). */
  async query<T>(
    query: string,
    variables: Record<string, unknown>,
    call: { maxRetries?: number } = {},
  ): Promise<T> {
    return (await this.request<T>(query, variables, call)).data;
  }

  /**
   * The reply's data with the messages of any `errors` beside it: Betwatch reports, say, a
   * runner without an exchange market as an error next to a usable race. Only a reply without
   * data fails (BetwatchGraphqlError with the messages).
   */
  async request<T>(
    query: string,
    variables: Record<string, unknown>,
    call: { maxRetries?: number } = {},
  ): Promise<{ data: T; errors: string[] }> {
    let reply: GraphqlResponse<T>;
    try {
      reply = await this.options.http.requestJson<GraphqlResponse<T>>({
        url: this.options.url,
        method: 'POST',
        headers: { 'X-Api-Key': this.options.apiKey },
        body: { query, variables },
        maxRetries: call.maxRetries,
      });
    } catch (error) {
      throw explain(error);
    }
    const errors = (Array.isArray(reply?.errors) ? reply.errors : []).map(
      (error) => error?.message ?? JSON.stringify(error),
    );
    if (
      reply?.data === null ||
      reply?.data === undefined ||
      typeof reply.data !== 'object'
    ) {
      throw new BetwatchGraphqlError(
        errors.length > 0 ? errors : ['the reply has no data'],
      );
    }
    return { data: reply.data, errors };
  }
}

/** Adds the likely fix to failures a person can fix. */
function explain(error: unknown): unknown {
  if (
    error instanceof HttpRequestError &&
    (error.status === 401 || error.status === 403)
  ) {
    return new HttpRequestError(
      error.kind,
      `${error.message} (check FEED_API_KEY)`,
      {
        status: error.status,
        retryable: false,
        attempts: error.attempts,
        cause: error,
      },
    );
  }
  return error;
}
