import { can } from '@overlay/domain';
import type { Permission } from '@overlay/domain';
import { LockOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { StatusMessage } from '../../components/ui/status-message';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../features/auth';
import { paths } from '../../config/paths';

/**
 * Screens whose navigation link a role does not see. The server refuses their calls anyway;
 * this spares the user a screen of errors.
 */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission;
  children: ReactNode;
}) {
  const { user } = useSession();
  if (user && can(user.role, permission)) return children;
  return (
    <Card>
      <title>Access denied · Overlay</title>
      <StatusMessage
        status="warning"
        level={1}
        icon={<LockOutlined />}
        title="Access denied"
        subTitle="Your role does not include this screen. Ask an admin if you need access."
        extra={
          <Link to={paths.dashboard.href()}>
            <Button type="primary">Back to Dashboard</Button>
          </Link>
        }
      />
    </Card>
  );
}
