import { can } from '@overlay/domain';
import type { RequestAuth } from '../../../common/auth/request-auth';
import type { RouteAccess } from '../../../common/auth/route-access';

/** What the guards make of a request: let through, 401, or 403. */
export type AccessVerdict = 'allowed' | 'signed_out' | 'forbidden';

/**
 * Both guards' verdict for a route's rules and the request's session check (null: no live
 * session), by the role the check read (docs/product.md §6 via `can`). The permission guard throws
 * on it; the opportunities fast path serves only what it allows, so one change reaches both.
 */
export function accessVerdict(auth: RequestAuth | null, rules: RouteAccess): AccessVerdict {
  if (rules.isPublic) return 'allowed';
  if (auth === null) return 'signed_out';
  if (rules.permission !== undefined && !can(auth.user.role, rules.permission)) return 'forbidden';
  return 'allowed';
}
