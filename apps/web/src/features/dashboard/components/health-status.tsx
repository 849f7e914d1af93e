import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { isApiError } from '../../../lib/api-error';
import { useHealthQuery } from '../api/health.api';
import type { HealthResponse } from '../api/health.api';

function formatUptime(seconds: number): string {
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  return hours < 48
    ? `${hours}h ${minutes % 60}m`
    : `${Math.floor(hours / 24)}d ${hours % 24}h`;
}

/** A 503 from /api/health still carries the health body: the api answers, the database does not. */
function healthFromError(error: unknown): HealthResponse | undefined {
  if (
    !isApiError(error) ||
    typeof error.data !== 'object' ||
    error.data === null
  )
    return undefined;
  const body = error.data as Partial<HealthResponse>;
  return body.status ? (body as HealthResponse) : undefined;
}

/** The api and database status from GET /api/health. */
export function HealthStatus() {
  const { data, error, isLoading, isFetching, refetch } = useHealthQuery();
  const health = data ?? healthFromError(error);
  const unreachable = !health && !!error;

  return (
    <Card
      title="System status"
      extra={
        <Button
          size="small"
          icon={<ReloadOutlined />}
          loading={isFetching}
          onClick={() => void refetch()}
          aria-label="Check status again"
        >
          Check again
        </Button>
      }
    >
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : (
        <Flex vertical gap={12}>
          <Flex wrap gap={8} data-testid="health-tags">
            {health && (
              <>
                <Tag color={health.status === 'ok' ? 'success' : 'warning'}>
                  API: {health.status}
                </Tag>
                {health.db && (
                  <Tag color={health.db === 'up' ? 'success' : 'error'}>
                    Database: {health.db}
                  </Tag>
                )}
                {health.version && <Tag>Version: {health.version}</Tag>}
                {health.uptimeSeconds !== undefined && (
                  <Tag>Uptime: {formatUptime(health.uptimeSeconds)}</Tag>
                )}
              </>
            )}
            {unreachable && <Tag color="error">API: unreachable</Tag>}
          </Flex>
          {unreachable && isApiError(error) && (
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              {error.message}
            </Typography.Text>
          )}
        </Flex>
      )}
    </Card>
  );
}
