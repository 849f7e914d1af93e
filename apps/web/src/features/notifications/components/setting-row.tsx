import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** One setting: its name and a line of explanation on the left, the control on the right. */
export function SettingRow({
  title,
  description,
  control,
  labelId,
}: {
  title: string;
  description: string;
  control: ReactNode;
  labelId?: string;
}) {
  return (
    <Flex
      justify="space-between"
      align="center"
      gap={16}
      wrap
      style={{ padding: '12px 0' }}
    >
      <Flex vertical gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography.Text strong id={labelId}>
          {title}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {description}
        </Typography.Text>
      </Flex>
      {control}
    </Flex>
  );
}
