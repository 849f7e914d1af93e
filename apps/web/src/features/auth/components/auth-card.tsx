import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The card both auth screens share: a title, a line under it, the form and a footer link. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Flex justify="center" style={{ padding: '24px 0' }}>
      <Card
        style={{ width: '100%', maxWidth: 420 }}
        styles={{ body: { padding: 28 } }}
      >
        <title>{`${title} · Overlay`}</title>
        <Flex vertical gap={4} style={{ marginBottom: 24 }}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">{description}</Typography.Text>
        </Flex>
        {children}
        <Flex justify="center" style={{ marginTop: 8 }}>
          {footer}
        </Flex>
      </Card>
    </Flex>
  );
}
