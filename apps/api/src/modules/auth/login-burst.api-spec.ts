import { LOGIN_THROTTLE, PasswordHasher } from '@overlay/domain';
import request from 'supertest';
import { PASSWORD_WORK_LIMITS } from './application/password-work-gate';
import { clientAddress, createAccount } from '../../../test/support/accounts';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';

/**
 * Parallel bursts against one account (apps/api/README.md, "Login throttling"): the throttle
 * must hold while the requests race, on one instance and on two sharing the database. A
 * "verification" is one call of the argon2id verifier, counted on every instance.
 */
describe('Login bursts (e2e)', () => {
  let first: TestApp;
  let second: TestApp;
  const verifications: number[] = [];
  let running = 0;
  let mostRunning = 0;
  /** While set, every verification waits for it: the gate's places stay taken. */
  let holdVerifications: Promise<void> | null = null;

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({}, { database: first.database });
    for (const app of [first, second]) {
      const hasher = app.app.get(PasswordHasher);
      const verify = hasher.verify.bind(hasher);
      jest.spyOn(hasher, 'verify').mockImplementation(async (hash, password) => {
        verifications.push(Date.now());
        running += 1;
        mostRunning = Math.max(mostRunning, running);
        try {
          if (holdVerifications) await holdVerifications;
          return await verify(hash, password);
        } finally {
          running -= 1;
        }
      });
    }
  });

  afterAll(async () => {
    await second.close();
    await first.close();
  });

  beforeEach(() => {
    verifications.length = 0;
    mostRunning = 0;
  });

  const login = (app: TestApp, email: string, password: string, address: string) =>
    request(app.server).post('/api/auth/login').set('X-Forwarded-For', address).send({ email, password });

  const tally = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

  /** 100 logins at once, the right password at #80; `pick` chooses instance and address per request. */
  async function burst(pick: (index: number) => { app: TestApp; address: string }) {
    const account = await createAccount(first);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) => {
        const { app, address } = pick(index);
        return login(app, account.email, index === 80 ? account.password : 'wrong-password', address);
      }),
    );
    const statuses = responses.map((response) => response.status);
    // A refusal always says when to come back.
    for (const response of responses.filter((r) => r.status === 429 || r.status === 503)) {
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
    }
    return { account, statuses };
  }

  it.each([
    ['one address, one instance', () => ({ app: first, address: '198.51.100.7' })],
    ['many addresses, one instance', () => ({ app: first, address: clientAddress() })],
    ['one address, two instances', (index: number) => ({ app: index % 2 ? second : first, address: '198.51.100.8' })],
    ['many addresses, two instances', (index: number) => ({ app: index % 2 ? second : first, address: clientAddress() })],
  ])('should verify at most the account threshold within a burst (%s)', async (_label, pick) => {
    const { account, statuses } = await burst(pick);
    expect(verifications.length).toBeLessThanOrEqual(LOGIN_THROTTLE.account.maxFailures);
    // Every request was either verified (401, or 200 when #80 was among the first five) or refused.
    expect(statuses.filter((status) => status === 401 || status === 200).length).toBe(verifications.length);
    expect(statuses.every((status) => [200, 401, 429, 503].includes(status))).toBe(true);
    // After the burst the account is locked, the right password included.
    if (!statuses.includes(200)) await login(first, account.email, account.password, clientAddress()).expect(429);
  });

  it('should refuse the right password sent while a locked burst is still running', async () => {
    const account = await createAccount(first);
    let firstRefusal!: () => void;
    const refused = new Promise<void>((resolve) => (firstRefusal = resolve));
    const wrong = Array.from({ length: 60 }, (_, index) =>
      login(index % 2 ? second : first, account.email, 'wrong-password', clientAddress()).then((response) => {
        if (response.status === 429) firstRefusal();
        return response.status;
      }),
    );
    await refused;
    const right = await login(second, account.email, account.password, clientAddress());
    const statuses = await Promise.all(wrong);
    expect(right.status).toBe(429);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_THROTTLE.account.maxFailures);
  });

  it('should verify at most the address threshold when one address sprays many accounts at once', async () => {
    const address = '198.51.100.9';
    const statuses = (
      await Promise.all(
        Array.from({ length: 200 }, (_, index) =>
          login(index % 2 ? second : first, `spray-${index}@example.com`, 'wrong-password', address),
        ),
      )
    ).map((response) => response.status);
    expect(verifications.length).toBeLessThanOrEqual(LOGIN_THROTTLE.address.maxFailures);
    expect(statuses.filter((status) => status === 401)).toHaveLength(verifications.length);
  });

  it('should run at most 2 verifications at once per instance and turn the overflow away with 503', async () => {
    const accounts = await Promise.all(Array.from({ length: 60 }, () => createAccount(first)));
    // The first verifications are held until a request is turned away, so the burst overflows the
    // gate however slowly this machine sends it (it once did not: every login verified in time).
    // A gate that never turns one away fails below, once the 10 s fallback lets them go.
    let release!: () => void;
    let fallback: ReturnType<typeof setTimeout> | undefined;
    holdVerifications = new Promise<void>((resolve) => {
      release = resolve;
      fallback = setTimeout(resolve, 10_000);
    });
    const responses = await Promise.all(
      accounts.map((account) =>
        login(first, account.email, account.password, clientAddress()).then((response) => {
          if (response.status === 503) release();
          return response;
        }),
      ),
    ).finally(() => {
      clearTimeout(fallback);
      holdVerifications = null;
    });
    const counts = tally(responses.map((response) => response.status));
    expect(mostRunning).toBeLessThanOrEqual(PASSWORD_WORK_LIMITS.running);
    expect(counts[503]).toBeGreaterThan(0);
    expect((counts[200] ?? 0) + counts[503]).toBe(60);
    const busy = responses.find((response) => response.status === 503);
    expect(busy?.headers['retry-after']).toBe('1');
    expect(busy?.body).toEqual({
      statusCode: 503,
      message: 'Too many sign-ins at this moment. Try again in a few seconds.',
      error: 'Service Unavailable',
    });
    // Turned away for load is no failed attempt: the same account signs in right after.
    const refused = accounts[responses.indexOf(busy!)];
    await login(first, refused.email, refused.password, clientAddress()).expect(200);
  });
});
