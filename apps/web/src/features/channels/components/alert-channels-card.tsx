import { Alert, Button, Card, Divider, Skeleton, Typography } from 'antd';
import { useChannelsQuery } from '../api/channels.api';
import { EmailSection } from './email-section';
import { PushSection } from './push-section';
import { TelegramSection } from './telegram-section';

/** Settings → Alert channels: where alerts are delivered (docs/product.md, "Alert channels"). */
export function AlertChannelsCard() {
  const { data, error, isLoading, refetch } = useChannelsQuery();
  return (
    <Card
      title={
        <span role="heading" aria-level={2}>
          Alert channels
        </span>
      }
      style={{ maxWidth: 720 }}
    >
      {isLoading ? (
        <Skeleton active />
      ) : error || !data ? (
        <Alert
          type="error"
          title="Could not load your alert channels"
          action={<Button onClick={() => void refetch()}>Retry</Button>}
        />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            Alerts go to every channel you set up here. Each can be tested on
            its own.
          </Typography.Paragraph>
          <PushSection push={data.push} />
          <Divider />
          <TelegramSection telegram={data.telegram} />
          <Divider />
          <EmailSection email={data.email} />
        </>
      )}
    </Card>
  );
}
