import {
  ExclamationCircleOutlined,
  MoreOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { fairPriceMethodLabel, formatTimeWindow } from '@overlay/domain';
import type { FairPriceMethod, RaceCode } from '@overlay/domain';
import {
  Button,
  Dropdown,
  Flex,
  Tag,
  Tooltip,
  Typography,
  theme,
} from 'antd';
import { MarketAge } from '../../../components/ui/market-age';
import type { PingResult } from '../api/dashboard.api';
import { memo } from 'react';
import type { ReactNode } from 'react';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { freshness } from '../../../lib/display';

interface DashboardHeaderProps {
  codes: readonly RaceCode[];
  withinMinutes: number;
  lastUpdated: string | null;
  /** The provider's own "as of" time of the data (docs/ev-model.md §1); null when it does not say. */
  marketAsOf?: string | null;
  /** The fair-price method the rows were valued with (the reply says it; docs/ev-model.md §9). */
  fairPriceMethod?: FairPriceMethod | null;
  nowMs: number;
  ping: PingResult | 'error' | null;
  isAdmin: boolean;
  refreshing: boolean;
  onRefresh: () => void;
  onForceRefresh: () => void;
  onTestConnection: () => void;
  /** Composed in by the route: the saved views dropdown. */
  extra?: ReactNode;
}

/**
 * Sticky dashboard header (docs/product.md §2). The spec does not show the header's freshness thresholds;
 * we use the generic helper of §9: pulse dot under 60 s, warning icon over 300 s.
 */
export const DashboardHeader = memo(function DashboardHeader(
  props: DashboardHeaderProps,
) {
  const { token } = theme.useToken();
  const reducedMotion = useReducedMotion();
  const updatedMs = props.lastUpdated ? Date.parse(props.lastUpdated) : null;
  const fresh = freshness(updatedMs, props.nowMs);
  const ping = props.ping;
  return (
    <Flex
      wrap
      align="center"
      justify="space-between"
      gap={8}
      style={{
        position: 'sticky',
        top: 56,
        zIndex: 10,
        padding: '8px 0',
        background: token.colorBgLayout,
      }}
    >
      <Flex vertical gap={0} style={{ minWidth: 0 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }}>
          Dashboard
        </Typography.Title>
        <Flex wrap gap={6} align="center">
          {props.codes.map((c) => (
            <Tag key={c} style={{ marginInlineEnd: 0 }}>
              {c}
            </Tag>
          ))}
          <Typography.Text type="secondary">
            Next {formatTimeWindow(props.withinMinutes)} · Australian Racing
          </Typography.Text>
          {props.fairPriceMethod && (
            <Tooltip title="How fair prices are made (your betting settings)">
              <Tag color="blue" data-testid="fair-price-method">
                Fair: {fairPriceMethodLabel(props.fairPriceMethod)}
              </Tag>
            </Tooltip>
          )}
        </Flex>
      </Flex>
      <Flex wrap gap={8} align="center">
        <Typography.Text type="secondary" data-testid="last-updated">
          {fresh === 'fresh' && (
            // A dot of our own (styles.css), not antd's Badge: the badge's styles were 2 KB gzip
            // of the first load's CSS for this one dot.
            <span
              className={reducedMotion ? 'fresh-dot' : 'fresh-dot fresh-dot-pulse'}
              style={{ color: token.colorSuccess }}
              aria-hidden
            />
          )}{' '}
          {fresh === 'stale' && (
            <Tooltip title="Data is stale">
              <ExclamationCircleOutlined
                style={{ color: token.colorWarning }}
                aria-label="Data is stale"
              />
            </Tooltip>
          )}{' '}
          {updatedMs === null
            ? 'Not updated yet'
            : `Updated ${new Date(updatedMs).toLocaleTimeString('en-AU')}`}
        </Typography.Text>
        <MarketAge asOf={props.marketAsOf ?? props.lastUpdated} nowMs={props.nowMs} />
        {ping !== null && (
          <Tag
            color={ping !== 'error' && ping.ok ? 'green' : 'red'}
            // A long status (the stream's error) is cut to the header's width; the tooltip has it whole.
            title={ping === 'error' ? undefined : ping.status}
            style={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}
          >
            {ping !== 'error' && ping.ok
              ? '✓ Connected'
              : `✗ ${ping === 'error' ? 'Error' : ping.status || 'Error'}`}
          </Tag>
        )}
        {props.extra}
        <Button
          icon={<ReloadOutlined />}
          loading={props.refreshing}
          onClick={props.onRefresh}
        >
          Refresh
        </Button>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              ...(props.isAdmin
                ? [
                    {
                      key: 'force',
                      label: 'Force Data Refresh',
                      onClick: props.onForceRefresh,
                    },
                  ]
                : []),
              {
                key: 'ping',
                label: 'Test API Connection',
                onClick: props.onTestConnection,
              },
            ],
          }}
        >
          <Button aria-label="More actions" icon={<MoreOutlined />} />
        </Dropdown>
      </Flex>
    </Flex>
  );
});
