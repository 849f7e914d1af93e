import { LOGIN_THROTTLE } from '@overlay/domain';
import {
  FakePasswordHasher,
  FixedClock,
  InMemoryAuditLog,
  InMemoryLoginThrottle,
  InMemorySessionRepository,
  InMemoryUserRepository,
  sessionTokens,
} from '../../../../test/support/in-memory-accounts';
import { answeredStatus, rejectionOf } from '../../../../test/support/answered-status';
import { LogInUseCase } from './log-in.use-case';
import { PasswordWorkGate } from './password-work-gate';
import { SessionIssuer } from './session-issuer';

describe('Unit', () => {
  describe('LogInUseCase', () => {
    let users: InMemoryUserRepository;
    let sessions: InMemorySessionRepository;
    let throttle: InMemoryLoginThrottle;
    let audit: InMemoryAuditLog;
    let hasher: FakePasswordHasher;
    let clock: FixedClock;
    let useCase: LogInUseCase;
    let gate: PasswordWorkGate;

    beforeEach(() => {
      users = new InMemoryUserRepository();
      sessions = new InMemorySessionRepository(users);
      throttle = new InMemoryLoginThrottle();
      audit = new InMemoryAuditLog();
      hasher = new FakePasswordHasher();
      clock = new FixedClock();
      gate = new PasswordWorkGate({ running: 1, waiting: 0 });
      useCase = new LogInUseCase(
        users,
        throttle,
        audit,
        hasher,
        new SessionIssuer(sessions, clock, sessionTokens),
        clock,
        gate,
      );
      useCase.onModuleInit();
    });

    const client = { ip: '203.0.113.9', userAgent: 'jest' };
    const login = (email: string, password: string, ip = client.ip) =>
      useCase.execute({ email, password, client: { ...client, ip }, presentedToken: undefined });
    const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

    describe('execute', () => {
      it('should start a session and answer the user without its hash', async () => {
        const stored = users.add({ role: 'member', email: 'ann@example.com', passwordHash: 'hash:pw-123456' });
        const { user, token } = await login(' Ann@Example.com ', 'pw-123456');
        expect(user).toEqual({
          id: stored.id,
          email: 'ann@example.com',
          name: stored.name,
          role: 'member',
          isActive: true,
          createdAt: stored.createdAt,
        });
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect([...sessions.rows.values()]).toEqual([
          expect.objectContaining({ userId: stored.id, ip: client.ip, userAgent: 'jest' }),
        ]);
      });

      it('should answer an unknown email and a wrong password alike, verifying a hash both times', async () => {
        users.add({ role: 'member', email: 'ann@example.com', passwordHash: 'hash:pw-123456' });
        const wrong = await failure(login('ann@example.com', 'nope'));
        const unknown = await failure(login('bob@example.com', 'nope'));
        expect(wrong).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
        expect(unknown).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
        expect([answeredStatus(wrong), answeredStatus(unknown)]).toEqual([401, 401]);
        expect(hasher.verified).toHaveLength(2);
        expect(hasher.verified[1]).toMatch(/^hash:[0-9a-f]{32}$/);
      });

      it('should refuse an inactive user with the right password (403), without a session', async () => {
        users.add({ role: 'member', email: 'ann@example.com', passwordHash: 'hash:pw-123456', isActive: false });
        const error = await rejectionOf(login('ann@example.com', 'pw-123456'));
        expect(error).toMatchObject({
          code: 'USER_INACTIVE',
          message: 'This account has been deactivated. Contact an administrator.',
        });
        expect(answeredStatus(error)).toBe(403);
        expect(sessions.rows.size).toBe(0);
      });

      it('should lock the account after 5 failures, before checking any password, with Retry-After', async () => {
        users.add({ role: 'member', email: 'ann@example.com', passwordHash: 'hash:pw-123456' });
        for (let i = 0; i < LOGIN_THROTTLE.account.maxFailures; i += 1) {
          await failure(login('ann@example.com', 'nope', `198.51.100.${i}`));
        }
        const verifiedBefore = hasher.verified.length;
        clock.advance(60_000);
        const error = await failure(login('ann@example.com', 'pw-123456'));
        expect(answeredStatus(error)).toBe(429);
        expect(error).toMatchObject({
          code: 'LOGIN_THROTTLED',
          retryAfterSeconds: 14 * 60,
          message: 'Too many failed login attempts. Try again in 14 minutes.',
        });
        expect(hasher.verified).toHaveLength(verifiedBefore);
        expect(audit.entries).toEqual([
          {
            actorUserId: null,
            action: 'login.locked',
            targetUserId: expect.any(String),
            details: { scope: 'account', email: 'ann@example.com', failures: 5, lockedUntil: expect.any(String) },
          },
        ]);
        clock.advance(14 * 60_000);
        await expect(login('ann@example.com', 'pw-123456')).resolves.toBeDefined();
      });

      it('should lock a client address after 20 failures across accounts', async () => {
        for (let i = 0; i < LOGIN_THROTTLE.address.maxFailures; i += 1) {
          await failure(login(`guess${i}@example.com`, 'nope'));
        }
        users.add({ role: 'member', email: 'ann@example.com', passwordHash: 'hash:pw-123456' });
        expect(answeredStatus(await rejectionOf(login('ann@example.com', 'pw-123456')))).toBe(429);
        await expect(login('ann@example.com', 'pw-123456', '192.0.2.1')).resolves.toBeDefined();
        expect(audit.entries).toEqual([
          expect.objectContaining({ action: 'login.locked', targetUserId: null, details: expect.objectContaining({ scope: 'address' }) }),
        ]);
      });

      it('should clear the account counter, not the address counter, on success', async () => {
        users.add({ role: 'member', email: 'ann@example.com', passwordHash: 'hash:pw-123456' });
        await failure(login('ann@example.com', 'nope'));
        await login('ann@example.com', 'pw-123456');
        expect(throttle.rows.has('account:ann@example.com')).toBe(false);
        expect(throttle.rows.get(`address:${client.ip}`)?.failures).toBe(1);
      });

      it('should answer 503 with Retry-After when the password work is full, and count no attempt', async () => {
        users.add({ role: 'member', email: 'ann@example.com', passwordHash: 'hash:pw-123456' });
        let finish!: () => void;
        const holding = gate.run(() => new Promise<void>((resolve) => (finish = resolve)));
        const error = await failure(login('ann@example.com', 'nope'));
        expect(error).toMatchObject({ code: 'PASSWORD_WORK_BUSY', retryAfterSeconds: 1 });
        expect(answeredStatus(error)).toBe(503);
        expect(hasher.verified).toHaveLength(0);
        expect(throttle.rows.get('account:ann@example.com')?.failures ?? 0).toBe(0);
        finish();
        await holding;
        await expect(login('ann@example.com', 'pw-123456')).resolves.toBeDefined();
      });

      it('should give back the attempt when the verification cannot run', async () => {
        users.add({ role: 'member', email: 'ann@example.com', passwordHash: 'hash:pw-123456' });
        jest.spyOn(users, 'findCredentialsByEmail').mockRejectedValueOnce(new Error('connection lost'));
        await expect(login('ann@example.com', 'nope')).rejects.toThrow('connection lost');
        expect(throttle.rows.get('account:ann@example.com')?.failures).toBe(0);
        expect(throttle.rows.get(`address:${client.ip}`)?.failures).toBe(0);
      });

      it('should upgrade a hash made with weaker parameters', async () => {
        const stored = users.add({ role: 'member', email: 'ann@example.com', passwordHash: 'hash:pw-123456' });
        hasher.needsRehash = () => true;
        await login('ann@example.com', 'pw-123456');
        expect(users.rows.get(stored.id)?.passwordHash).toBe('hash:pw-123456');
      });
    });
  });
});
