import { Injectable } from '@nestjs/common';
import {
  AuditLogRepository,
  EventBus,
  removesActiveAdmin,
  SessionRepository,
  TransactionRunner,
  USER_EVENTS,
  UserError,
  UserRepository,
} from '@overlay/domain';
import type { User, UserAccessChange } from '@overlay/domain';

export interface ChangeUserAccessCommand {
  /** The admin making the change; null for the CLI. */
  actorUserId: string | null;
  targetUserId: string;
  change: UserAccessChange;
  via: 'admin' | 'cli';
}

/**
 * Changes a user's role or active flag (docs/product.md §6 user management). The last active admin can
 * neither be demoted nor deactivated; a deactivation deletes every session of the user. The
 * rule is checked under row locks, so two concurrent demotions cannot both pass. The change, its
 * audit row and its event are stored in one transaction.
 */
@Injectable()
export class ChangeUserAccessUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly audit: AuditLogRepository,
    private readonly transactions: TransactionRunner,
    private readonly events: EventBus,
  ) {}

  async execute(command: ChangeUserAccessCommand): Promise<User> {
    const { change } = command;
    return this.transactions.run(async (tx) => {
      const { activeAdminIds, user } = await this.users.lockForAccessChange(command.targetUserId, tx);
      if (!user) throw new UserError('USER_NOT_FOUND');
      if (removesActiveAdmin(user, change) && !activeAdminIds.some((id) => id !== user.id)) {
        throw new UserError('LAST_ACTIVE_ADMIN');
      }
      if ('role' in change) {
        if (change.role === user.role) return user;
        await this.users.update(user.id, { role: change.role }, tx);
        await this.audit.record(
          {
            actorUserId: command.actorUserId,
            action: 'user.role_changed',
            targetUserId: user.id,
            details: { from: user.role, to: change.role, via: command.via },
          },
          tx,
        );
        await this.events.publishWithin(tx, USER_EVENTS.roleChanged, { userId: user.id, role: change.role });
        return { ...user, role: change.role };
      }
      if (change.isActive === user.isActive) return user;
      await this.users.update(user.id, { isActive: change.isActive }, tx);
      const sessionsRevoked = change.isActive ? 0 : await this.sessions.deleteAllForUser(user.id, tx);
      await this.audit.record(
        {
          actorUserId: command.actorUserId,
          action: 'user.activation_changed',
          targetUserId: user.id,
          details: { from: user.isActive, to: change.isActive, sessionsRevoked, via: command.via },
        },
        tx,
      );
      // Delivered once the change is final: the event hub closes the user's streams only then.
      if (!change.isActive) await this.events.publishWithin(tx, USER_EVENTS.sessionsRevoked, { userId: user.id });
      return { ...user, isActive: change.isActive };
    });
  }
}
