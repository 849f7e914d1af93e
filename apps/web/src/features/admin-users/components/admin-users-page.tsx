import type { AdminUserChange } from '@overlay/contracts';
import { TeamOutlined } from '@ant-design/icons';
import { ROLE_BADGE } from '@overlay/domain';
import type { UserRole } from '@overlay/domain';
import type { AdminUserRow } from '@overlay/contracts';
import { Alert, Button, Card, Col, Flex, Row, Typography } from 'antd';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useToast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-error';
import {
  useAdminUsersQuery,
  useUpdateAdminUserMutation,
} from '../api/admin-users.api';
import { RolePermissionsCard } from './role-permissions-card';
import { UsersTable } from './users-table';

/**
 * Admin Panel (docs/product.md §2): user management and the role permissions explanation; `extra`
 * is what the route composes below them (the races without a result, the price sources).
 */
export function AdminUsersPage({ currentUserId, extra }: { currentUserId?: string; extra?: ReactNode }) {
  const {
    data: users = [],
    error,
    isLoading,
    isFetching,
    refetch,
  } = useAdminUsersQuery();
  const [updateUser] = useUpdateAdminUserMutation();
  const [pendingUserId, setPendingUserId] = useState<string>();
  const toast = useToast();

  const change = async (
    user: AdminUserRow,
    update: AdminUserChange,
    done: string,
  ) => {
    setPendingUserId(user.id);
    try {
      await updateUser({ id: user.id, change: update }).unwrap();
      toast({ title: 'User updated', description: done, variant: 'success' });
    } catch (failure) {
      toast({
        title: 'Update failed',
        description: serverMessage(failure, 'Failed to update user'),
        variant: 'destructive',
      });
    } finally {
      setPendingUserId(undefined);
    }
  };

  const onRoleChange = (user: AdminUserRow, role: UserRole) =>
    void change(user, { role }, `${user.name} is now ${ROLE_BADGE[role]}.`);
  const onActiveChange = (user: AdminUserRow, active: boolean) =>
    void change(
      user,
      { is_active: active },
      `${user.name} is now ${active ? 'active' : 'inactive'}.`,
    );

  return (
    <Flex vertical gap={16}>
      <title>Admin Panel · Overlay</title>
      <Flex vertical gap={2}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }}>
          Admin Panel
        </Typography.Title>
        <Typography.Text type="secondary">
          Manage user roles and access.
        </Typography.Text>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card
            title={
              <Flex align="center" gap={8}>
                <TeamOutlined /> Users
                {!error && !isLoading && (
                  <Typography.Text type="secondary">
                    ({users.length})
                  </Typography.Text>
                )}
              </Flex>
            }
            styles={{ body: { padding: error ? 24 : 0 } }}
          >
            {error ? (
              <Alert
                type="error"
                showIcon
                title="Failed to load users"
                description="Your session may have expired. Please refresh the page and log in again."
                action={
                  <Button
                    size="small"
                    loading={isFetching}
                    onClick={() => void refetch()}
                  >
                    Try Again
                  </Button>
                }
              />
            ) : (
              <UsersTable
                users={users}
                loading={isLoading}
                currentUserId={currentUserId}
                pendingUserId={pendingUserId}
                onRoleChange={onRoleChange}
                onActiveChange={onActiveChange}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <RolePermissionsCard />
        </Col>
      </Row>
      {extra}
    </Flex>
  );
}
