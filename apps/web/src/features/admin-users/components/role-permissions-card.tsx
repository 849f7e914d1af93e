import { SafetyCertificateOutlined } from '@ant-design/icons';
import { ROLE_BADGE, USER_ROLES } from '@overlay/domain';
import type { UserRole } from '@overlay/domain';
import { Card, Flex, Tag, Typography } from 'antd';

/** docs/product.md §6 Roles and permissions, as the admin reads it before changing a role. */
const ROLE_PERMISSIONS: Record<UserRole, string> = {
  member: 'Dashboard and opportunities (view only), own notification settings.',
  promo_editor:
    'Member rights, plus create, edit and delete promotions and boosts; sees Promo Manager and Live Tracker links.',
  admin:
    "Everything, including user management (change any user's role and active flag), Admin Panel, manual data refresh ('Force Data Refresh').",
};

const ROLE_COLOR: Record<UserRole, string> = {
  admin: 'volcano',
  promo_editor: 'geekblue',
  member: 'default',
};

export function RolePermissionsCard() {
  return (
    <Card
      title={
        <Flex align="center" gap={8}>
          <SafetyCertificateOutlined /> Role Permissions
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        {USER_ROLES.map((role) => (
          <Flex key={role} vertical gap={4}>
            <Flex align="center" gap={8}>
              <Tag color={ROLE_COLOR[role]} variant="filled">
                {ROLE_BADGE[role]}
              </Tag>
              <Typography.Text code>{role}</Typography.Text>
            </Flex>
            <Typography.Text type="secondary">
              {ROLE_PERMISSIONS[role]}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
