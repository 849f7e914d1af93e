import {
  CopyOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
} from '@ant-design/icons';
import type { LiveMarketState, LiveRaceInfo, LiveTracking } from '@overlay/contracts';
import { Badge, Button, Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { MarketAge } from '../../../components/ui/market-age';
import { useNow } from '../../../lib/use-now';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { RaceTime } from '../../../components/ui/race-time';
import type { LiveStatus } from '../model/live-state';

/** LIVE while a stream delivers live-tracked ticks; Static View before tracking starts or after it stopped. */
function isLiveView(status: LiveStatus, tracking: LiveTracking | null): boolean {
  return status === 'open' && tracking === 'live';
}

/** Live race header (docs/product.md §2): track, race number and name, badges, last update, pause/resume, copy link. */
export function LiveRaceHeader({
  raceInfo,
  marketState,
  tracking,
  status,
  lastUpdate,
  marketAsOf = null,
  paused,
  onTogglePause,
  onCopyLink,
}: {
  raceInfo: LiveRaceInfo | null;
  marketState: LiveMarketState | null;
  tracking: LiveTracking | null;
  status: LiveStatus;
  lastUpdate: string | null;
  /** The market's own "as of" time: its age is shown, with a warning past the stale limit. */
  marketAsOf?: string | null;
  paused: boolean;
  onTogglePause: () => void;
  onCopyLink: () => void;
}) {
  const nowMs = useNow(5_000);
  const stopped = status === 'finished' || status === 'ended';
  const reducedMotion = useReducedMotion();
  return (
    <Flex wrap justify="space-between" align="center" gap={12}>
      <Flex vertical gap={4} style={{ minWidth: 0 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }}>
          {raceInfo ? `${raceInfo.track} R${raceInfo.raceNumber}` : 'Live Race'}
        </Typography.Title>
        {raceInfo && (
          <Typography.Text type="secondary" ellipsis>
            {raceInfo.raceName}
          </Typography.Text>
        )}
        {raceInfo && (
          <RaceTime startTime={raceInfo.startTime} startTimeLocal={raceInfo.startTimeLocal} nowMs={nowMs} />
        )}
        <Flex wrap gap={6} align="center">
          {raceInfo && <Tag>{raceInfo.code}</Tag>}
          {marketState && (
            <Tag data-testid="market-state" color={marketState === 'open' ? 'green' : 'red'}>
              {marketState === 'open' ? 'Open' : 'Closed'}
            </Tag>
          )}
          {isLiveView(status, tracking) ? (
            <Tag data-testid="live-badge" color="red">
              {/* A pulsing dot, or a still one when the OS asks for less motion. */}
              <Badge status={reducedMotion ? 'error' : 'processing'} color="red" /> LIVE
            </Tag>
          ) : (
            <Tag data-testid="live-badge">Static View</Tag>
          )}
          <Typography.Text type="secondary" data-testid="last-update">
            {lastUpdate
              ? `Last update ${dayjs(lastUpdate).format('h:mm:ss A')}`
              : 'Waiting for data'}
          </Typography.Text>
          <MarketAge asOf={marketAsOf} nowMs={nowMs} />
        </Flex>
      </Flex>
      <Flex gap={8}>
        <Button
          icon={paused ? <PlayCircleOutlined /> : <PauseCircleOutlined />}
          onClick={onTogglePause}
          disabled={stopped}
        >
          {paused ? 'Resume' : 'Pause'}
        </Button>
        <Button icon={<CopyOutlined />} onClick={onCopyLink}>
          Copy Link
        </Button>
      </Flex>
    </Flex>
  );
}
