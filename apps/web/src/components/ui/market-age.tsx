import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Tooltip, Typography, theme } from 'antd';
import { marketAge } from '../../lib/display';

/**
 * The market's own age (now − its "as of" time) with a warning past the stale threshold
 * (docs/ev-model.md §1, "Stale quotes"): shown in the dashboard header and on the live page. It
 * marks no price stale; the rows' own stale marks do that.
 */
export function MarketAge({ asOf, nowMs }: { asOf: string | null; nowMs: number }) {
  const { token } = theme.useToken();
  const age = marketAge(asOf === null ? null : Date.parse(asOf), nowMs);
  if (age === null) return null;
  return (
    <Typography.Text type={age.warning ? 'warning' : 'secondary'} data-testid="market-age">
      {age.warning && (
        <Tooltip title="The market data is older than the stale limit: prices may have moved since">
          <ExclamationCircleOutlined style={{ color: token.colorWarning, marginInlineEnd: 4 }} aria-label="Market data is old" />
        </Tooltip>
      )}
      Market {age.text} old
    </Typography.Text>
  );
}
