import { can, PERMISSIONS } from './permissions';
import type { Permission } from './permissions';
import type { UserRole } from './user-role';

describe('can', () => {
  const expected: Record<UserRole, Permission[]> = {
    member: ['view_opportunities', 'manage_own_notifications', 'refresh_data'],
    promo_editor: [
      'view_opportunities',
      'manage_own_notifications',
      'refresh_data',
      'manage_promos',
      'manage_boosts',
      'use_live_tracker',
    ],
    admin: [...PERMISSIONS],
  };

  it.each(
    (Object.keys(expected) as UserRole[]).flatMap((role) =>
      PERMISSIONS.map((permission) => [role, permission, expected[role].includes(permission)] as const),
    ),
  )('should say %s may %s: %p', (role, permission, allowed) => {
    expect(can(role, permission)).toBe(allowed);
  });
});
