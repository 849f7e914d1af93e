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
 * rule is checked under row locks, so two concurrent demotions cannot both pass.
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
    const outcome = await this.transactions.run(async (tx) => {
      const { activeAdminIds, user } = await this.users.lockForAccessChange(command.targetUserId, tx);
      if (!user) throw new UserError('USER_NOT_FOUND');
      if (removesActiveAdmin(user, change) && !activeAdminIds.some((id) => id !== user.id)) {
        throw new UserError('LAST_ACTIVE_ADMIN');
      }
      if ('role' in change) {
        if (change.role === user.role) return { user, revoked: false, roleChanged: false };
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
        return { user: { ...user, role: change.role }, revoked: false, roleChanged: true };
      }
      if (change.isActive === user.isActive) return { user, revoked: false, roleChanged: false };
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
      return { user: { ...user, isActive: change.isActive }, revoked: !change.isActive, roleChanged: false };
    });
    // After the commit: the event hub closes the user's streams only once the change is final.
    if (outcome.revoked) {
      this.events.publish(USER_EVENTS.sessionsRevoked, { userId: outcome.user.id });
    }
    if (outcome.roleChanged) {
      this.events.publish(USER_EVENTS.roleChanged, { userId: outcome.user.id, role: outcome.user.role });
    }
    return outcome.user;
  }
}
