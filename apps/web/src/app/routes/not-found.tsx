import { Button, Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { PublicLayout } from '../../components/layout/public-layout';
import { paths } from '../../config/paths';

/** Any path the router does not know (docs/product.md §2 route table). Public. */
export function NotFoundPage() {
  return (
    <PublicLayout>
      <title>404 Page Not Found · Overlay</title>
      <Flex justify="center" style={{ padding: '24px 0' }}>
        <Card
          title={
            // The page's one heading (WCAG 1.3.1: a page without an h1 reads as untitled).
            <Typography.Title level={1} style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>
              404 Page Not Found
            </Typography.Title>
          }
          style={{ width: '100%', maxWidth: 480 }}
        >
          <Flex vertical gap={16} align="flex-start">
            <Typography.Text type="secondary">
              Did you forget to add the page to the router?
            </Typography.Text>
            <Link to={paths.dashboard.href()}>
              <Button type="primary">Back to Dashboard</Button>
            </Link>
          </Flex>
        </Card>
      </Flex>
    </PublicLayout>
  );
}
