import { Card, Statistic, Tag, Typography } from 'antd';
import { memo } from 'react';
import type { DashboardRow } from '../api/dashboard.api';
import { TONE_COLOR } from '../model/dashboard-view';
import { evBadgeTone, formatEV } from '../../../lib/display';

/** What a count over the whole set shows while only the first page is in. */
const NOT_YET = '…';

/**
 * docs/product.md §2 statistic cards: Total Opportunities, Best Total EV (runner, colour band), With Promo
 * Bonus. `partial`: the rows are the first page (the top by total EV) and the whole set is on its
 * way: the best row is known, the counts are not yet (docs/product.md §2, first rows first).
 */
export const StatCards = memo(function StatCards({
  rows,
  partial = false,
}: {
  rows: readonly DashboardRow[];
  partial?: boolean;
}) {
  const best = rows.reduce<DashboardRow | null>(
    (top, row) => (top === null || row.totalEV > top.totalEV ? row : top),
    null,
  );
  const withPromo = rows.filter((row) => row.promoEV > 0).length;
  return (
    // Three columns from antd's sm breakpoint, stacked below it (styles.css): antd's Row / Col
    // would bring the whole grid stylesheet into the first load.
    <div className="stat-cards">
      <div>
        <Card size="small">
          <Statistic
            title="Total Opportunities"
            value={partial ? NOT_YET : rows.length}
          />
        </Card>
      </div>
      <div>
        <Card size="small">
          <Typography.Text type="secondary">Best Total EV</Typography.Text>
          <div style={{ fontSize: 24 }}>
            {best ? (
              <Tag
                color={TONE_COLOR[evBadgeTone(best.totalEV)]}
                style={{ fontSize: 20, padding: '2px 8px' }}
              >
                {formatEV(best.totalEV)}
              </Tag>
            ) : (
              '—'
            )}
          </div>
          <Typography.Text ellipsis>{best?.runnerName ?? ''}</Typography.Text>
        </Card>
      </div>
      <div>
        <Card size="small">
          <Statistic
            title="With Promo Bonus"
            value={partial ? NOT_YET : withPromo}
          />
        </Card>
      </div>
    </div>
  );
});
