import { ClockCircleOutlined } from '@ant-design/icons';
import { Card, Result } from 'antd';
import type { ReactNode } from 'react';

/** A screen that exists in the router but ships with a later release. */
export function PlaceholderCard({
  screen,
  children,
}: {
  screen: string;
  children?: ReactNode;
}) {
  return (
    <Card>
      <title>{`${screen} · Overlay`}</title>
      <Result
        icon={<ClockCircleOutlined />}
        title={screen}
        subTitle={`${screen} is coming in a later release.`}
        extra={children}
      />
    </Card>
  );
}
