import { ScriptedHttpServer } from './__fixtures__/scripted-http.server';
import { HttpRequestError } from './http-request.error';
import { ResilientHttpClient } from './resilient-http.client';
import type { ResilientHttpClientOptions } from './resilient-http.client';

const NOW = Date.parse('2026-11-21T10:00:00Z');

describe('Integration', () => {
  describe('ResilientHttpClient against a local server', () => {
    let server: ScriptedHttpServer;
    let sleeps: number[];
    let clock: number;

    /** A client with tiny timeouts, recorded waits and a fixed jitter draw of 0.5. */
    const client = (options: ResilientHttpClientOptions = {}) =>
      new ResilientHttpClient({
        name: 'Test',
        timeoutMs: 150,
        maxRetries: 3,
        baseDelayMs: 100,
        maxDelayMs: 1000,
        now: () => clock,
        onRetry: ({ delayMs }) => sleeps.push(delayMs),
        random: () => 0.5,
        ...options,
      });
    const post = (http: ResilientHttpClient) =>
      http.requestJson<{ ok: boolean }>({ url: server.url, body: { q: 1 } });
    const failureOf = async (
      promise: Promise<unknown>,
    ): Promise<HttpRequestError> => {
      try {
        await promise;
      } catch (error) {
        if (error instanceof HttpRequestError) return error;
        throw error;
      }
      throw new Error('expected the call to fail');
    };

    beforeEach(async () => {
      server = new ScriptedHttpServer();
      await server.start();
      sleeps = [];
      clock = NOW;
    });

    afterEach(() => server.stop());

    it('should post JSON and return the parsed answer', async () => {
      const http = client();
      await expect(
        http.requestJson({
          url: server.url,
          body: { a: 1 },
          headers: { 'X-Api-Key': 'k' },
        }),
      ).resolves.toEqual({ ok: true });
      expect(server.requests[0]).toMatchObject({
        method: 'POST',
        body: { a: 1 },
      });
      expect(server.requests[0].headers).toMatchObject({
        'content-type': 'application/json',
        'x-api-key': 'k',
      });
    });

    it('should time out a slow answer and retry it', async () => {
      server.enqueue({ delayMs: 600, body: { ok: false } });
      await expect(post(client())).resolves.toEqual({ ok: true });
      expect(server.requests).toHaveLength(2);
      expect(sleeps).toEqual([50]);
    });

    it('should time out a body that stalls after the headers', async () => {
      server.enqueue({ delayMs: 600, stallBody: true, body: { ok: false } });
      await expect(post(client())).resolves.toEqual({ ok: true });
      expect(server.requests).toHaveLength(2);
    });

    it('should give up after the last retry with the reason and attempts', async () => {
      server.enqueue('hang', 'hang', 'hang', 'hang');
      const error = await failureOf(post(client()));
      expect(error.kind).toBe('timeout');
      expect(error.attempts).toBe(4);
      expect(error.message).toBe(
        `Test POST ${server.url} failed after 4 attempts: timed out after 150 ms`,
      );
      // Full jitter: random 0.5 of min(1000, 100 · 2^attempt).
      expect(sleeps).toEqual([50, 100, 200]);
    });

    it('should honour Retry-After in seconds on 429', async () => {
      server.enqueue({
        status: 429,
        headers: { 'retry-after': '2' },
        body: { errors: ['slow down'] },
      });
      await expect(post(client())).resolves.toEqual({ ok: true });
      expect(sleeps).toEqual([2000]);
    });

    it('should honour Retry-After as an HTTP date on 503', async () => {
      server.enqueue({
        status: 503,
        headers: { 'retry-after': 'Sat, 21 Nov 2026 10:00:03 GMT' },
      });
      await expect(post(client())).resolves.toEqual({ ok: true });
      expect(sleeps).toEqual([3000]);
    });

    it('should not wait out a Retry-After longer than allowed, and say how long', async () => {
      server.enqueue({ status: 429, headers: { 'retry-after': '120' } });
      const error = await failureOf(post(client()));
      expect(error.message).toContain('HTTP 429 Too Many Requests');
      expect(error.message).toContain('the server asks to wait 120 s');
      expect(server.requests).toHaveLength(1);
    });

    it('should retry a 500 with backoff, then succeed', async () => {
      server.enqueue({ status: 500, body: 'boom' }, { status: 502 });
      await expect(post(client())).resolves.toEqual({ ok: true });
      expect(sleeps).toEqual([50, 100]);
    });

    it.each([400, 401, 404, 422])(
      'should not retry HTTP %i',
      async (status) => {
        server.enqueue({ status, body: { message: 'nope' } });
        const error = await failureOf(post(client()));
        expect(error.status).toBe(status);
        expect(error.message).toContain(
          `failed after 1 attempt: HTTP ${status}`,
        );
        expect(error.message).toContain('{\\"message\\":\\"nope\\"}');
        expect(server.requests).toHaveLength(1);
      },
    );

    it('should retry HTTP 408', async () => {
      server.enqueue({ status: 408 });
      await expect(post(client())).resolves.toEqual({ ok: true });
      expect(server.requests).toHaveLength(2);
    });

    it('should treat a garbage body as a failure, retry it, and name it', async () => {
      server.enqueue({ body: '<html>Bad gateway</html>' });
      await expect(post(client())).resolves.toEqual({ ok: true });
      server.enqueue(
        ...Array.from({ length: 4 }, () => ({
          body: '<html>Bad gateway</html>',
        })),
      );
      const error = await failureOf(post(client()));
      expect(error.kind).toBe('body');
      expect(error.message).toContain(
        'answered 200 with a body that is not JSON: "<html>Bad gateway</html>"',
      );
    });

    it('should retry a dropped connection and report a refused one', async () => {
      server.enqueue('reset');
      await expect(post(client())).resolves.toEqual({ ok: true });
      const url = server.url;
      await server.stop();
      const error = await failureOf(
        client({ maxRetries: 1 }).requestJson({ url, body: {} }),
      );
      expect(error.kind).toBe('network');
      expect(error.message).toContain('network error: ECONNREFUSED');
    });

    describe('circuit breaker', () => {
      const breaking = (coolDownMs = 5000) =>
        client({
          maxRetries: 0,
          circuitBreaker: { failureThreshold: 3, coolDownMs },
        });
      /** The circuit's cool-down of the tests that wait it out. */
      const COOL_DOWN_MS = 300;
      const coolDown = () => new Promise((resolve) => setTimeout(resolve, COOL_DOWN_MS + 20));

      it('should open after 3 failures and fail fast without calling', async () => {
        const http = breaking();
        server.enqueue({ status: 500 }, { status: 500 }, { status: 500 });
        for (let i = 0; i < 3; i += 1) await failureOf(post(http));
        expect(http.circuitState).toBe('open');
        const error = await failureOf(post(http));
        expect(error.kind).toBe('circuit-open');
        expect(error.message).toBe(
          `Test POST ${server.url} not called: circuit open after 3 consecutive failures, next trial in 5 s ` +
            '(last error: HTTP 500 Internal Server Error: "{}")',
        );
        expect(server.requests).toHaveLength(3);
      });

      it('should let one trial through when half-open (a call meanwhile waits for it) and close on success', async () => {
        const http = breaking(COOL_DOWN_MS);
        server.enqueue(
          { status: 500 },
          { status: 500 },
          { status: 500 },
          { delayMs: 60, body: { ok: true } },
        );
        for (let i = 0; i < 3; i += 1) await failureOf(post(http));
        await coolDown();
        expect(http.circuitState).toBe('half-open');
        const trial = post(http);
        const second = post(http);
        await expect(trial).resolves.toEqual({ ok: true });
        expect(http.circuitState).toBe('closed');
        // The second went only once the trial had closed the circuit.
        await expect(second).resolves.toEqual({ ok: true });
        expect(server.requests).toHaveLength(5);
        await expect(post(http)).resolves.toEqual({ ok: true });
      });

      it('should open again when the trial fails', async () => {
        const http = breaking(COOL_DOWN_MS);
        server.enqueue(
          { status: 500 },
          { status: 500 },
          { status: 500 },
          { status: 503 },
        );
        for (let i = 0; i < 3; i += 1) await failureOf(post(http));
        await coolDown();
        await failureOf(post(http));
        expect(http.circuitState).toBe('open');
        expect(server.requests).toHaveLength(4);
      });

      it('should not open on client errors: the remote is up', async () => {
        const http = breaking();
        server.enqueue(
          { status: 404 },
          { status: 404 },
          { status: 404 },
          { status: 404 },
        );
        for (let i = 0; i < 4; i += 1) await failureOf(post(http));
        expect(http.circuitState).toBe('closed');
      });
    });
  });
});
