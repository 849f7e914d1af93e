import { USER_EVENTS, UserError } from '@overlay/domain';
import type { UserRole } from '@overlay/domain';
import {
  ImmediateTransactionRunner,
  InMemoryAuditLog,
  InMemorySessionRepository,
  InMemoryUserRepository,
} from '../../../../test/support/in-memory-accounts';
import { RecordingEventBus } from '../../../../test/support/recording-event-bus';
import { answeredStatus, rejectionOf } from '../../../../test/support/answered-status';
import { ChangeUserAccessUseCase } from './change-user-access.use-case';

describe('Unit', () => {
  describe('ChangeUserAccessUseCase', () => {
    let users: InMemoryUserRepository;
    let sessions: InMemorySessionRepository;
    let audit: InMemoryAuditLog;
    let emitted: { event: string; payload: unknown }[];
    let useCase: ChangeUserAccessUseCase;

    beforeEach(() => {
      users = new InMemoryUserRepository();
      sessions = new InMemorySessionRepository(users);
      audit = new InMemoryAuditLog();
      const events = new RecordingEventBus();
      emitted = [];
      for (const name of Object.values(USER_EVENTS)) {
        events.subscribe(name, (payload) => emitted.push({ event: name, payload }));
      }
      useCase = new ChangeUserAccessUseCase(users, sessions, audit, new ImmediateTransactionRunner(), events);
    });

    const session = (userId: string, id: string) =>
      sessions.create({
        id,
        userId,
        createdAt: new Date(),
        lastSeenAt: new Date(),
        expiresAt: new Date(Date.now() + 60_000),
        userAgent: null,
        ip: null,
      });

    describe('execute', () => {
      it('should change a role, audit it and announce it', async () => {
        const admin = users.add({ role: 'admin' });
        const member = users.add({ role: 'member' });
        const result = await useCase.execute({
          actorUserId: admin.id,
          targetUserId: member.id,
          change: { role: 'promo_editor' },
          via: 'admin',
        });
        expect(result.role).toBe('promo_editor');
        expect((await users.findById(member.id))?.role).toBe('promo_editor');
        expect(audit.entries).toEqual([
          {
            actorUserId: admin.id,
            action: 'user.role_changed',
            targetUserId: member.id,
            details: { from: 'member', to: 'promo_editor', via: 'admin' },
          },
        ]);
        expect(emitted).toEqual([{ event: USER_EVENTS.roleChanged, payload: { userId: member.id, role: 'promo_editor' } }]);
      });

      it('should delete every session of a deactivated user and announce it', async () => {
        users.add({ role: 'admin' });
        const member = users.add({ role: 'member' });
        const other = users.add({ role: 'member' });
        await session(member.id, 'a'.repeat(64));
        await session(member.id, 'b'.repeat(64));
        await session(other.id, 'c'.repeat(64));
        await useCase.execute({ actorUserId: null, targetUserId: member.id, change: { isActive: false }, via: 'cli' });
        expect([...sessions.rows.keys()]).toEqual(['c'.repeat(64)]);
        expect(audit.entries[0]).toMatchObject({
          action: 'user.activation_changed',
          details: { from: true, to: false, sessionsRevoked: 2, via: 'cli' },
        });
        expect(emitted).toEqual([{ event: USER_EVENTS.sessionsRevoked, payload: { userId: member.id } }]);
      });

      it.each<[string, { role: UserRole } | { isActive: boolean }]>([
        ['demoted to member', { role: 'member' }],
        ['demoted to promo_editor', { role: 'promo_editor' }],
        ['deactivated', { isActive: false }],
      ])('should refuse with 409 when the last active admin would be %s', async (_label, change) => {
        const admin = users.add({ role: 'admin' });
        users.add({ role: 'admin', isActive: false });
        const error = await useCase
          .execute({ actorUserId: admin.id, targetUserId: admin.id, change, via: 'admin' })
          .catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(UserError);
        expect(answeredStatus(error)).toBe(409);
        expect(error).toMatchObject({
          code: 'LAST_ACTIVE_ADMIN',
          message: 'The last active admin cannot be demoted or deactivated',
        });
        expect((await users.findById(admin.id))?.role).toBe('admin');
        expect(audit.entries).toEqual([]);
        expect(emitted).toEqual([]);
      });

      it('should allow it while another active admin remains', async () => {
        const first = users.add({ role: 'admin' });
        users.add({ role: 'admin' });
        await expect(
          useCase.execute({ actorUserId: first.id, targetUserId: first.id, change: { role: 'member' }, via: 'admin' }),
        ).resolves.toMatchObject({ role: 'member' });
      });

      it('should answer 404 for an unknown user', async () => {
        const error = await rejectionOf(
          useCase.execute({ actorUserId: null, targetUserId: 'missing', change: { role: 'admin' }, via: 'cli' }),
        );
        expect(error).toMatchObject({ code: 'USER_NOT_FOUND', message: 'User not found' });
        expect(answeredStatus(error)).toBe(404);
      });

      it('should neither write nor announce a change that changes nothing', async () => {
        const member = users.add({ role: 'member' });
        await useCase.execute({ actorUserId: null, targetUserId: member.id, change: { role: 'member' }, via: 'cli' });
        await useCase.execute({ actorUserId: null, targetUserId: member.id, change: { isActive: true }, via: 'cli' });
        expect(audit.entries).toEqual([]);
        expect(emitted).toEqual([]);
      });
    });
  });
});
