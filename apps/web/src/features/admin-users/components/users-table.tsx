import type { UserRole } from '@overlay/domain';
import type { AdminUserRow } from '@overlay/contracts';
import { Empty, Flex, Select, Switch, Table, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useKeyboardScrollable } from '../../../lib/a11y/use-keyboard-scrollable';

const ROLE_OPTIONS: { value: UserRole; label: string }[] = [
  { value: 'member', label: 'Member' },
  { value: 'promo_editor', label: 'Promo Editor' },
  { value: 'admin', label: 'Admin' },
];

interface UsersTableProps {
  users: AdminUserRow[];
  loading: boolean;
  /** The signed-in admin: their own role and active flag are not editable here. */
  currentUserId?: string;
  pendingUserId?: string;
  onRoleChange: (user: AdminUserRow, role: UserRole) => void;
  onActiveChange: (user: AdminUserRow, active: boolean) => void;
}

function formatJoined(createdAt: string): string {
  const date = dayjs(createdAt);
  return date.isValid() ? date.format('D MMM YYYY') : '—';
}

/** Users with a role select, an active toggle and the joined date (docs/product.md §2 Admin Panel). */
export function UsersTable({
  users,
  loading,
  currentUserId,
  pendingUserId,
  onRoleChange,
  onActiveChange,
}: UsersTableProps) {
  const selfNote = 'You cannot change your own account here';
  const columns: TableColumnsType<AdminUserRow> = [
    {
      title: 'Name',
      dataIndex: 'name',
      key: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name),
      render: (name: string, user) => (
        <Flex vertical style={{ whiteSpace: 'nowrap' }}>
          <Typography.Text strong>{name}</Typography.Text>
          {user.id === currentUserId && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              You
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: 'Email',
      dataIndex: 'email',
      key: 'email',
      sorter: (a, b) => a.email.localeCompare(b.email),
      render: (email: string) => (
        <Typography.Text
          copyable={{ text: email }}
          style={{ whiteSpace: 'nowrap' }}
        >
          {email}
        </Typography.Text>
      ),
    },
    {
      title: 'Role',
      dataIndex: 'role',
      key: 'role',
      width: 170,
      filters: ROLE_OPTIONS.map(({ value, label }) => ({ value, text: label })),
      onFilter: (value, user) => user.role === value,
      render: (role: UserRole, user) => (
        <Tooltip title={user.id === currentUserId ? selfNote : undefined}>
          <Select<UserRole>
            aria-label={`Role of ${user.name}`}
            value={role}
            options={ROLE_OPTIONS}
            style={{ width: 150 }}
            disabled={user.id === currentUserId || pendingUserId === user.id}
            onChange={(next) => onRoleChange(user, next)}
          />
        </Tooltip>
      ),
    },
    {
      title: 'Active',
      dataIndex: 'is_active',
      key: 'is_active',
      width: 90,
      render: (active: boolean, user) => (
        <Tooltip title={user.id === currentUserId ? selfNote : undefined}>
          <Switch
            aria-label={`Active: ${user.name}`}
            checked={active}
            loading={pendingUserId === user.id}
            disabled={user.id === currentUserId}
            onChange={(checked) => onActiveChange(user, checked)}
          />
        </Tooltip>
      ),
    },
    {
      title: 'Joined',
      dataIndex: 'created_at',
      key: 'created_at',
      width: 130,
      defaultSortOrder: 'descend',
      sorter: (a, b) =>
        dayjs(a.created_at).valueOf() - dayjs(b.created_at).valueOf(),
      render: (createdAt: string) => (
        <Tooltip
          title={
            dayjs(createdAt).isValid()
              ? dayjs(createdAt).format('D MMM YYYY, h:mm A')
              : undefined
          }
        >
          <span style={{ whiteSpace: 'nowrap' }}>
            {formatJoined(createdAt)}
          </span>
        </Tooltip>
      ),
    },
  ];

  const scrollArea = useKeyboardScrollable('Users');
  return (
    <div ref={scrollArea}>
      <Table<AdminUserRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={users}
        loading={loading}
        scroll={{ x: 'max-content' }}
        pagination={{
          pageSize: 20,
          hideOnSinglePage: true,
          showSizeChanger: false,
        }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description="No users found"
            />
          ),
        }}
        data-testid="users-table"
      />
    </div>
  );
}
