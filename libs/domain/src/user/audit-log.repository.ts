import type { Transaction } from '../common/transaction.port';
import type { AuditEntry, AuditRecord } from './audit-log';

/** Port of the append-only audit log. */
export abstract class AuditLogRepository {
  abstract record(entry: AuditEntry, tx?: Transaction): Promise<void>;
  /** Newest first. */
  abstract list(filter?: { targetUserId?: string; limit?: number }): Promise<AuditRecord[]>;
}
