import { Typography } from 'antd';
import { memo, useEffect, useState } from 'react';
import { raceClock, toJump, useTimeDisplay } from '../../lib/race-time';

/** The current time, moved on every 30 s, for the time to the jump. */
function useNow(nowMs?: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (nowMs !== undefined) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [nowMs]);
  return nowMs ?? now;
}

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
  const now = useNow(nowMs);
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
