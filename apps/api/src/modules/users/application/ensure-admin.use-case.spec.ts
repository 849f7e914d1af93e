import { loadAppConfig } from '../../../config/app-config';
import {
  FakePasswordHasher,
  ImmediateTransactionRunner,
  InMemoryAuditLog,
  InMemoryUserRepository,
} from '../../../../test/support/in-memory-accounts';
import { DEFAULT_ADMIN_EMAIL, EnsureAdminUseCase } from './ensure-admin.use-case';

describe('Unit', () => {
  describe('EnsureAdminUseCase', () => {
    let users: InMemoryUserRepository;
    let audit: InMemoryAuditLog;

    const useCase = (env: Record<string, string> = {}) =>
      new EnsureAdminUseCase(users, audit, loadAppConfig(env), new FakePasswordHasher(), new ImmediateTransactionRunner());

    beforeEach(() => {
      users = new InMemoryUserRepository();
      audit = new InMemoryAuditLog();
    });

    describe('execute', () => {
      it('should do nothing while an active admin exists', async () => {
        users.add({ role: 'admin' });
        await expect(useCase().execute()).resolves.toBeNull();
        expect(audit.entries).toEqual([]);
      });

      it('should create admin@overlay.local with a generated password to print once', async () => {
        const created = await useCase().execute();
        expect(created).toEqual({ email: DEFAULT_ADMIN_EMAIL, generatedPassword: expect.stringMatching(/^\S{16}$/) });
        const admin = await users.findCredentialsByEmail(DEFAULT_ADMIN_EMAIL);
        expect(admin).toMatchObject({ role: 'admin', isActive: true, passwordHash: `hash:${created?.generatedPassword}` });
        expect(audit.entries).toEqual([
          {
            actorUserId: null,
            action: 'user.bootstrap_admin',
            targetUserId: admin?.id,
            details: { email: DEFAULT_ADMIN_EMAIL, passwordGenerated: true },
          },
        ]);
      });

      it('should use ADMIN_EMAIL and ADMIN_PASSWORD, and print no password', async () => {
        const created = await useCase({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'given-password' }).execute();
        expect(created).toEqual({ email: 'boss@example.com', generatedPassword: null });
        expect(await users.findCredentialsByEmail('boss@example.com')).toMatchObject({
          role: 'admin',
          passwordHash: 'hash:given-password',
        });
      });

      it('should promote and reactivate an existing account with that email', async () => {
        const existing = users.add({ role: 'member', email: 'boss@example.com', isActive: false });
        await useCase({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'given-password' }).execute();
        expect(await users.findById(existing.id)).toMatchObject({ role: 'admin', isActive: true });
        expect(users.rows.size).toBe(1);
      });

      it('should not count an inactive admin', async () => {
        users.add({ role: 'admin', isActive: false });
        await expect(useCase().execute()).resolves.not.toBeNull();
      });
    });
  });
});
