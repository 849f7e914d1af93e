/** Account events that leave an audit row (who did what to whom, and when). */
export const AUDIT_ACTIONS = [
  'user.signed_up',
  'user.created',
  'user.bootstrap_admin',
  'user.role_changed',
  'user.activation_changed',
  'login.locked',
  'promo.created',
  'promo.updated',
  'promo.deleted',
  'boost.created',
  'boost.deleted',
  'bookmaker.added',
  'bookmaker.switched',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  /** Null when the system or the CLI acted (or an anonymous caller, e.g. a login lock). */
  actorUserId: string | null;
  action: AuditAction;
  targetUserId: string | null;
  details: Record<string, unknown>;
}

export interface AuditRecord extends AuditEntry {
  id: string;
  at: Date;
}
