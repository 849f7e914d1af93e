import {
  FakePasswordHasher,
  ImmediateTransactionRunner,
  InMemoryAuditLog,
  InMemoryUserRepository,
} from '../../../../test/support/in-memory-accounts';
import { answeredStatus, rejectionOf } from '../../../../test/support/answered-status';
import { CreateUserUseCase } from './create-user.use-case';

describe('Unit', () => {
  describe('CreateUserUseCase', () => {
    let users: InMemoryUserRepository;
    let audit: InMemoryAuditLog;
    let useCase: CreateUserUseCase;

    beforeEach(() => {
      users = new InMemoryUserRepository();
      audit = new InMemoryAuditLog();
      useCase = new CreateUserUseCase(
        users,
        audit,
        new ImmediateTransactionRunner(),
        new FakePasswordHasher(),
      );
    });

    describe('execute', () => {
      it('should store the hash, never the password, and audit a sign-up', async () => {
        const user = await useCase.execute({
          name: 'Ann',
          email: 'ann@example.com',
          password: 'secret-pw',
          role: 'member',
          actorUserId: null,
          via: 'signup',
        });
        expect(user).not.toHaveProperty('passwordHash');
        expect(users.rows.get(user.id)?.passwordHash).toBe('hash:secret-pw');
        expect(audit.entries).toEqual([
          {
            actorUserId: null,
            action: 'user.signed_up',
            targetUserId: user.id,
            details: { email: 'ann@example.com', role: 'member', via: 'signup' },
          },
        ]);
      });

      it('should turn a taken email into a 409 DomainError', async () => {
        users.add({ role: 'member', email: 'ann@example.com' });
        const error = await rejectionOf(
          useCase.execute({
            name: 'Ann',
            email: 'ann@example.com',
            password: 'secret-pw',
            role: 'member',
            actorUserId: null,
            via: 'cli',
          }),
        );
        expect(error).toMatchObject({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists' });
        expect(answeredStatus(error)).toBe(409);
        expect(audit.entries).toEqual([]);
      });
    });
  });
});
