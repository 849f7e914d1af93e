import { configureStore } from '@reduxjs/toolkit';
import { mockApi } from '../testing/mock-api';
import { api } from './api';
import { fieldErrorsFrom, serverMessage } from './api-error';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, string>({ query: (path) => path }),
    poke: build.mutation<unknown, { path: string; body?: unknown }>({
      query: ({ path, body }) => ({ url: path, method: 'POST', body }),
    }),
  }),
});

function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

describe('Unit', () => {
  describe('baseQuery', () => {
    it('should turn a non-OK response into "status: body text"', async () => {
      mockApi({
        'GET /api/thing': {
          status: 409,
          body: { statusCode: 409, message: 'Taken', error: 'Conflict' },
        },
      });
      const result = await makeStore().dispatch(
        probeApi.endpoints.probe.initiate('api/thing'),
      );
      expect(result.error).toMatchObject({
        status: 409,
        message: '409: {"statusCode":409,"message":"Taken","error":"Conflict"}',
        data: { statusCode: 409, message: 'Taken', error: 'Conflict' },
      });
    });

    it('should keep a plain-text body verbatim', async () => {
      mockApi({
        'GET /api/text': { status: 502, body: 'Bad gateway upstream' },
      });
      const result = await makeStore().dispatch(
        probeApi.endpoints.probe.initiate('api/text'),
      );
      expect(result.error).toMatchObject({
        status: 502,
        message: '502: Bad gateway upstream',
      });
    });

    it('should use the status text when the body is empty', async () => {
      mockApi({
        'GET /api/empty': { status: 503, statusText: 'Service Unavailable' },
      });
      const result = await makeStore().dispatch(
        probeApi.endpoints.probe.initiate('api/empty'),
      );
      expect(result.error).toMatchObject({
        status: 503,
        message: '503: Service Unavailable',
      });
    });

    it('should parse JSON answers and send cookies', async () => {
      const { requests } = mockApi({ 'GET /api/ok': { body: { a: 1 } } });
      const result = await makeStore().dispatch(
        probeApi.endpoints.probe.initiate('api/ok'),
      );
      expect(result.data).toEqual({ a: 1 });
      expect(requests[0].credentials).toBe('include');
      expect(requests[0].url).toBe('/api/ok');
    });

    it('should send Content-Type: application/json on every mutation, even without a body', async () => {
      const { requests } = mockApi({
        'POST /api/a': { body: {} },
        'POST /api/b': { status: 204 },
      });
      const store = makeStore();
      await store.dispatch(
        probeApi.endpoints.poke.initiate({ path: 'api/a', body: { x: 1 } }),
      );
      await store.dispatch(probeApi.endpoints.poke.initiate({ path: 'api/b' }));
      expect(requests.map((r) => r.headers.get('content-type'))).toEqual([
        'application/json',
        'application/json',
      ]);
      expect(requests[0].body).toEqual({ x: 1 });
    });

    it('should not retry a failed call', async () => {
      const { fetchMock } = mockApi({
        'GET /api/fail': { status: 500, body: 'boom' },
      });
      await makeStore().dispatch(probeApi.endpoints.probe.initiate('api/fail'));
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('should report a network failure with its own message', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
      );
      const result = await makeStore().dispatch(
        probeApi.endpoints.probe.initiate('api/down'),
      );
      expect(result.error).toMatchObject({
        status: 'FETCH_ERROR',
        message: 'TypeError: Failed to fetch',
      });
    });
  });

  describe('serverMessage', () => {
    const error = (message: unknown) => ({
      status: 400,
      message: '400: …',
      data: { statusCode: 400, message, error: 'Bad Request' },
    });

    it.each([
      [
        'a string message',
        error('Email already registered'),
        'Email already registered',
      ],
      [
        'an array of messages, one per line',
        error(['email must be an email', 'name is too short']),
        'Email must be an email\nName is too short',
      ],
      [
        'no server body',
        { status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' },
        'Fallback',
      ],
      ['an empty message', error(''), 'Fallback'],
      ['something that is not an api error', new Error('x'), 'Fallback'],
    ])('should read %s', (_label, input, expected) => {
      expect(serverMessage(input, 'Fallback')).toBe(expected);
    });
  });

  describe('fieldErrorsFrom', () => {
    it('should sort validation messages under the fields they name', () => {
      const error = {
        status: 400,
        message: '400: …',
        data: {
          message: [
            'email must be an email',
            'password must be longer than or equal to 8 characters',
            'something else',
          ],
        },
      };
      expect(fieldErrorsFrom(error, ['name', 'email', 'password'])).toEqual({
        email: ['Email must be an email'],
        password: ['Password must be longer than or equal to 8 characters'],
      });
    });

    it('should not take "username" for "name"', () => {
      const error = {
        status: 400,
        message: '',
        data: { message: 'username is odd' },
      };
      expect(fieldErrorsFrom(error, ['name'])).toEqual({});
    });
  });
});
