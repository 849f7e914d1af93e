import { Card, Radio, Typography } from 'antd';
import { useTimeDisplay, writeTimeDisplay } from '../../lib/race-time';
import type { TimeDisplay } from '../../lib/race-time';

const OPTIONS: { value: TimeDisplay; label: string }[] = [
  { value: 'venue', label: 'Venue time' },
  { value: 'mine', label: 'My time' },
];

/** Settings → Race times: the venue's clock (as racecards print it) or the viewer's own. */
export function RaceTimeSettingsCard() {
  const display = useTimeDisplay();
  return (
    <Card
      title={
        <span role="heading" aria-level={2}>
          Race times
        </span>
      }
    >
      <Radio.Group
        aria-label="Race times"
        value={display}
        options={OPTIONS}
        onChange={(event) =>
          writeTimeDisplay(event.target.value as TimeDisplay)
        }
      />
      <Typography.Paragraph
        type="secondary"
        style={{ marginTop: 12, marginBottom: 0 }}
      >
        Venue time shows each race at its track's own clock with its zone (a
        Perth race at 7:31 PM AWST). My time shows every race on this device's
        clock. Kept in this browser.
      </Typography.Paragraph>
    </Card>
  );
}
