import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query/react';
import { takeEarlyReply } from '../first-screen/early-handoff';
import { httpErrorMessage } from './api-error';
import type { ApiError } from './api-error';

export type { ApiError } from './api-error';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  credentials: 'include',
  // Keep the raw body text: the error message must carry it verbatim (docs/product.md §7).
  responseHandler: (response) => response.text(),
  prepareHeaders: (headers, { type }) => {
    headers.set('Accept', 'application/json');
    // The api refuses state-changing requests that are not JSON (CSRF defence), even body-less ones.
    if (type === 'mutation' && !headers.has('Content-Type'))
      headers.set('Content-Type', 'application/json');
    return headers;
  },
});

function parseBody(text: string): unknown {
  if (text.length === 0) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * fetchBaseQuery with the client behaviour of docs/product.md §7: cookies always, JSON bodies, and every
 * failure as an {@link ApiError} whose message is `${status}: ${bodyText || statusText}`.
 */
const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError
> = async (args, api, extraOptions) => {
  // The dashboard's first page, asked already by the early first screen (src/first-screen): its
  // reply, not a second request.
  const early = typeof args === 'string' ? takeEarlyReply(args) : null;
  const earlyReply = early === null ? null : await early;
  if (earlyReply !== null) return { data: parseBody(earlyReply.text) };
  const result = await rawBaseQuery(args, api, extraOptions as object);
  const response = result.meta?.response;
  if (!result.error) {
    const text = typeof result.data === 'string' ? result.data : '';
    return { data: parseBody(text), meta: result.meta };
  }
  const { error } = result;
  if (typeof error.status === 'number') {
    const bodyText = typeof error.data === 'string' ? error.data : '';
    return {
      error: {
        status: error.status,
        message: httpErrorMessage(
          error.status,
          bodyText,
          response?.statusText ?? '',
        ),
        data: parseBody(bodyText),
      },
      meta: result.meta,
    };
  }
  if (error.status === 'PARSING_ERROR') {
    return {
      error: {
        status: 'PARSING_ERROR',
        message: httpErrorMessage(
          error.originalStatus,
          error.data,
          error.error,
        ),
        data: error.data,
      },
      meta: result.meta,
    };
  }
  if (error.status === 'TIMEOUT_ERROR' || error.status === 'FETCH_ERROR') {
    return {
      error: { status: error.status, message: error.error },
      meta: result.meta,
    };
  }
  return {
    error: { status: 'FETCH_ERROR', message: String(error.error) },
    meta: result.meta,
  };
};

/**
 * The one RTK Query api of the web app. Each feature declares its own cache tags and endpoints
 * with `api.enhanceEndpoints({ addTagTypes }).injectEndpoints(...)`: no central tag list.
 * No retries, no refetch on focus or reconnect, and cached data never goes stale (docs/product.md §7).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [],
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
