import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * A status block laid out as antd's Result (icon, title, subtitle, actions). antd's Result imports
 * its three large 403/404/500 illustrations whatever the status, ~10 KB gzip in the first load
 * (the dashboard route stays under 400 KB, apps/web/README.md), so the shell and the dashboard use this instead.
 */
export function StatusMessage({
  status,
  icon,
  title,
  subTitle,
  extra,
  level = 2,
}: {
  status: 'error' | 'warning';
  icon?: ReactNode;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  /** Its title's heading level: 1 where it stands for the whole page (no page title above it). */
  level?: 1 | 2 | 3;
}) {
  const { token } = theme.useToken();
  const color = status === 'error' ? token.colorError : token.colorWarning;
  return (
    <Flex
      vertical
      align="center"
      gap={8}
      style={{ padding: '48px 32px', textAlign: 'center' }}
    >
      <span style={{ fontSize: 72, lineHeight: 1, color, marginBottom: 16 }}>
        {icon ??
          (status === 'error' ? (
            <CloseCircleFilled />
          ) : (
            <ExclamationCircleFilled />
          ))}
      </span>
      <Typography.Title level={level} style={{ margin: 0, fontSize: 24, fontWeight: 400 }}>
        {title}
      </Typography.Title>
      {subTitle !== undefined && (
        <Typography.Text type="secondary">{subTitle}</Typography.Text>
      )}
      {extra !== undefined && <div style={{ marginTop: 16 }}>{extra}</div>}
    </Flex>
  );
}
