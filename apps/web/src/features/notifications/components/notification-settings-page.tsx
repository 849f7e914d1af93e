import { BellOutlined, SoundOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Divider,
  Flex,
  Skeleton,
  Switch,
  Tag,
  Typography,
} from 'antd';
import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_THRESHOLD_BOUND,
} from '@overlay/domain';
import type { NotificationSettings } from '@overlay/contracts';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import {
  useNotificationSettingsQuery,
  useSaveNotificationSettingsMutation,
} from '../api/notifications.api';
import {
  notificationSupport,
  requestNotificationPermission,
  showTestNotification,
} from '../hooks/browser-notifications';
import type { NotificationSupport } from '../hooks/browser-notifications';
import { SettingRow } from './setting-row';
import { ThresholdRow } from './threshold-row';

const PERMISSION_TAG: Record<
  NotificationSupport,
  { color: string; label: string }
> = {
  granted: { color: 'green', label: 'Allowed' },
  default: { color: 'default', label: 'Not asked yet' },
  denied: { color: 'red', label: 'Blocked' },
  unsupported: { color: 'gold', label: 'Not supported' },
};

/** Notification Settings (docs/product.md §2, §4, §5, §8): enabled, EV threshold, sound and a test; the first section of Settings. */
export function NotificationSettingsPage() {
  const { data, error, isLoading, refetch } = useNotificationSettingsQuery();
  const [save, { isLoading: saving }] = useSaveNotificationSettingsMutation();
  const [permission, setPermission] = useState<NotificationSupport>(() =>
    notificationSupport(),
  );
  const [draftThreshold, setDraftThreshold] = useState<number | null>(null);
  const toast = useToast();
  const settings = data ?? NOTIFICATION_DEFAULTS;
  const threshold = draftThreshold ?? settings.threshold;

  const persist = async (next: NotificationSettings) => {
    try {
      await save(next).unwrap();
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to save settings',
        variant: 'destructive',
      });
    }
  };

  /** docs/product.md §4/§5: notifications need the browser's permission. */
  const ensurePermission = async (): Promise<boolean> => {
    let current = notificationSupport();
    if (current === 'default') current = await requestNotificationPermission();
    setPermission(current);
    if (current === 'granted') return true;
    if (current === 'unsupported') {
      toast({
        title: 'Not Supported',
        description: 'This browser does not support desktop notifications.',
        variant: 'destructive',
      });
    } else if (current === 'denied') {
      toast({
        title: 'Permission Denied',
        description:
          'Notifications are blocked for this site. Allow them in your browser settings and try again.',
        variant: 'destructive',
      });
    } else {
      toast({
        title: 'Permission Required',
        description:
          'Allow notifications in your browser to receive EV alerts.',
      });
    }
    return false;
  };

  const onEnabledChange = async (checked: boolean) => {
    if (checked && !(await ensurePermission())) return;
    await persist({ ...settings, enabled: checked });
  };

  const onThresholdCommit = async (value: number | null) => {
    if (value === null) return;
    const next = Math.min(
      NOTIFICATION_THRESHOLD_BOUND.max,
      Math.max(NOTIFICATION_THRESHOLD_BOUND.min, Math.round(value)),
    );
    setDraftThreshold(null);
    if (next !== settings.threshold)
      await persist({ ...settings, threshold: next });
  };

  const onTest = async () => {
    if (!(await ensurePermission())) return;
    showTestNotification(settings.threshold, settings.sound);
  };

  const permissionTag = PERMISSION_TAG[permission];

  return (
    <Card
      title={
        <Flex align="center" gap={8}>
          <BellOutlined aria-hidden />
          <span role="heading" aria-level={2}>
            Notification Settings
          </span>
        </Flex>
      }
      extra={
        saving ? (
          <Typography.Text type="secondary">Saving...</Typography.Text>
        ) : null
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          Get a desktop alert when a new opportunity reaches your EV threshold.
        </Typography.Text>
        {permission === 'unsupported' && (
          <Alert
            type="warning"
            showIcon
            title="This browser does not support desktop notifications."
          />
        )}
        {permission === 'denied' && (
          <Alert
            type="error"
            showIcon
            title="Notifications are blocked for this site."
            description="Allow them in your browser's site settings, then reload this page."
          />
        )}
        {isLoading ? (
          <Skeleton active paragraph={{ rows: 5 }} />
        ) : error ? (
          <Alert
            type="error"
            showIcon
            title="Failed to load settings"
            description="Your session may have expired. Please refresh the page and log in again."
            action={
              <Button size="small" onClick={() => void refetch()}>
                Try Again
              </Button>
            }
          />
        ) : (
          <div>
            <SettingRow
              title="Desktop notifications"
              labelId="notifications-enabled-label"
              description="Alert me once per runner and bookmaker when its total EV reaches the threshold."
              control={
                <Switch
                  aria-labelledby="notifications-enabled-label"
                  checked={settings.enabled}
                  onChange={(checked) => void onEnabledChange(checked)}
                  disabled={saving}
                />
              }
            />
            <Divider style={{ margin: 0 }} />
            <ThresholdRow
              threshold={threshold}
              onDraft={setDraftThreshold}
              onCommit={(value) => void onThresholdCommit(value)}
              draft={draftThreshold}
            />
            <Divider style={{ margin: 0 }} />
            <SettingRow
              title="Sound"
              labelId="notifications-sound-label"
              description="Play a chime with each notification."
              control={
                <Switch
                  aria-labelledby="notifications-sound-label"
                  checked={settings.sound}
                  onChange={(checked) =>
                    void persist({ ...settings, sound: checked })
                  }
                  disabled={saving}
                />
              }
            />
          </div>
        )}
        <Divider style={{ margin: 0 }} />
        <Flex justify="space-between" align="center" gap={16} wrap>
          <Flex vertical gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Flex align="center" gap={8} wrap>
              <Typography.Text strong>Browser permission</Typography.Text>
              <Tag
                color={permissionTag.color}
                data-testid="notification-permission"
              >
                {permissionTag.label}
              </Tag>
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              Send yourself a sample alert; it closes after 5 seconds.
            </Typography.Text>
          </Flex>
          <Button icon={<SoundOutlined />} onClick={() => void onTest()}>
            Test notification
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
