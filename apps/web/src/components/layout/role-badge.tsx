import { ROLE_BADGE } from '@overlay/domain';
import type { UserRole } from '@overlay/domain';
import { Tag } from 'antd';

const ROLE_COLOR: Record<UserRole, string> = {
  admin: 'volcano',
  promo_editor: 'geekblue',
  member: 'default',
};

/** Admin, Editor or Member (docs/product.md §2 Navigation). */
export function RoleBadge({ role }: { role: UserRole }) {
  return (
    <Tag
      color={ROLE_COLOR[role]}
      variant="filled"
      style={{ marginInlineEnd: 0 }}
      data-testid="role-badge"
    >
      {ROLE_BADGE[role]}
    </Tag>
  );
}
