import { Button, Card, Empty, Flex, Spin, Typography } from 'antd';
import { StatusMessage } from '../../../components/ui/status-message';

/** docs/product.md §2 page states. */
export function LoadingState() {
  return (
    <Card>
      <Flex vertical align="center" gap={8} style={{ padding: 32 }}>
        <Spin size="large" />
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          Calculating Opportunities
        </Typography.Title>
        <Typography.Text type="secondary">
          This may take 10-15 seconds for complex calculations
        </Typography.Text>
      </Flex>
    </Card>
  );
}

export function ErrorState({
  message,
  onRetry,
}: {
  message?: string;
  onRetry: () => void;
}) {
  return (
    <Card>
      <StatusMessage
        status="error"
        title="Something Went Wrong"
        subTitle={message || 'Unable to load opportunities. Please try again.'}
        extra={
          <Button type="primary" onClick={onRetry}>
            Try Again
          </Button>
        }
      />
    </Card>
  );
}

export function EmptyState({
  filtersActive,
  onClear,
}: {
  filtersActive: boolean;
  onClear: () => void;
}) {
  return (
    <Card>
      <Empty
        description={
          <Flex vertical gap={4}>
            <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
              No Opportunities Found
            </Typography.Title>
            <Typography.Text type="secondary">
              {filtersActive
                ? 'Try lowering the minimum EV or enabling more bookmakers.'
                : 'There are currently no positive EV opportunities. Check back soon or refresh.'}
            </Typography.Text>
          </Flex>
        }
      >
        {filtersActive && <Button onClick={onClear}>Clear Filters</Button>}
      </Empty>
    </Card>
  );
}
