import { Typography } from 'antd';
import { memo } from 'react';
import { raceClock, toJump, useTimeDisplay } from '../../lib/race-time';
import { useNow } from '../../lib/use-now';

/**
 * A race's start wherever one is shown: the time to the jump ('In 12 min', 'in about 7 hours')
 * with the absolute start and its zone ('7:31 PM AWST': the venue's clock, or the viewer's own
 * when Settings says "my time").
 */
export const RaceTime = memo(function RaceTime({
  startTime,
  startTimeLocal,
  nowMs,
}: {
  startTime: string;
  startTimeLocal?: string | null;
  /** The caller's clock, when it keeps one (the dashboard's); else the component's own. */
  nowMs?: number;
}) {
  const display = useTimeDisplay();
  // Rows handed the dashboard's clock keep no timer of their own.
  const ownNow = useNow(nowMs === undefined ? 30_000 : null);
  const now = nowMs ?? ownNow;
  const startMs = Date.parse(startTime);
  return (
    <span style={{ whiteSpace: 'nowrap' }} data-testid="race-time">
      {Number.isFinite(startMs) ? toJump(startMs, now) : null}
      <Typography.Text type="secondary">
        {' · '}
        {raceClock(startTime, startTimeLocal, display)}
      </Typography.Text>
    </span>
  );
});
