import { theme, Typography } from 'antd';
import { memo } from 'react';
import { raceClock, toJump, useTimeDisplay } from '../../lib/race-time';
import { useNow } from '../../lib/use-now';
import { VISUALLY_HIDDEN } from './announcer';

/**
 * A race's start wherever one is shown: the time to the jump ('In 12 min', 'in about 7 hours')
 * with the absolute start and its zone ('7:31 PM AWST': the venue's clock, or the viewer's own
 * when Settings says "my time").
 */
export const RaceTime = memo(function RaceTime({
  startTime,
  startTimeLocal,
  nowMs,
  stacked = false,
}: {
  startTime: string;
  startTimeLocal?: string | null;
  /** The caller's clock, when it keeps one (the dashboard's); else the component's own. */
  nowMs?: number;
  /**
   * The start on a line of its own under the time to the jump: a table column is too narrow for
   * both on one line ('in about 6 hours · 9:33 PM NZDT' ran into the next column).
   */
  stacked?: boolean;
}) {
  const display = useTimeDisplay();
  const { token } = theme.useToken();
  // Rows handed the dashboard's clock keep no timer of their own.
  const ownNow = useNow(nowMs === undefined ? 30_000 : null);
  const now = nowMs ?? ownNow;
  const startMs = Date.parse(startTime);
  const jump = Number.isFinite(startMs) ? toJump(startMs, now) : null;
  const clock = raceClock(startTime, startTimeLocal, display);
  if (stacked)
    return (
      <span
        data-testid="race-time"
        style={{ display: 'inline-flex', flexDirection: 'column', fontSize: token.fontSizeSM }}
      >
        <span style={{ whiteSpace: 'nowrap' }}>{jump}</span>
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap', fontSize: 'inherit' }}>
          <span style={VISUALLY_HIDDEN}> · </span>
          {clock}
        </Typography.Text>
      </span>
    );
  return (
    <span style={{ whiteSpace: 'nowrap' }} data-testid="race-time">
      {jump}
      <Typography.Text type="secondary">
        {' · '}
        {clock}
      </Typography.Text>
    </span>
  );
});
