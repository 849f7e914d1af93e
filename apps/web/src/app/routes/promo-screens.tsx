import { Card, Flex, Tabs, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BetBoosts, Top2Boosts } from '../../features/boosts';
import { RefundPromos } from '../../features/promos';
import { useMinWidth } from '../../lib/use-media-query';

/** The staff screens of promotions and boosts (docs/product.md §2), composed from their features. */
function StaffScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex vertical gap="middle">
      <title>{`${title} · Overlay`}</title>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }}>
        {title}
      </Typography.Title>
      {children}
    </Flex>
  );
}

const TABS = ['refund', 'top2', 'bet-boosts'] as const;
type TabKey = (typeof TABS)[number];

/** /promo-manager: Refund Promos, Top 2 Boost and Bet Boosts; the tab is kept in ?tab= for links. */
export function PromoManagerScreen() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab') as TabKey | null;
  const tab: TabKey = wanted && TABS.includes(wanted) ? wanted : 'refund';
  // Below 576 px the three titles fit side by side only with the card's and the tabs' smaller
  // spacing: with the default ones 'Bet Boosts' folded into the tabs' '…' menu at 375 px
  // (whose button antd puts inside the tablist: axe aria-required-children). antd's sm
  // breakpoint, known in the first render (Grid.useBreakpoint's is not: a phone first drew the
  // desktop spacing, folding 'Bet Boosts' for a frame).
  const sm = useMinWidth(theme.useToken().token.screenSM);
  return (
    <StaffScreen title="Promo Manager">
      <Card styles={sm ? undefined : { body: { padding: 12 } }}>
        <Tabs
          size={sm ? 'middle' : 'small'}
          tabBarGutter={sm ? undefined : 16}
          activeKey={tab}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
          destroyOnHidden
          items={[
            { key: 'refund', label: 'Refund Promos', children: <RefundPromos /> },
            {
              key: 'top2',
              label: 'Top 2 Boost',
              children: <Top2Boosts />,
            },
            {
              key: 'bet-boosts',
              label: 'Bet Boosts',
              children: <BetBoosts />,
            },
          ]}
        />
      </Card>
    </StaffScreen>
  );
}

/** /promos: the refund promos on their own. */
export function PromosScreen() {
  return (
    <StaffScreen title="Promos">
      <Card>
        <RefundPromos />
      </Card>
    </StaffScreen>
  );
}

/** /bet-boosts and /fixed-boosts: the Fixed-Price Boosts steps and Active Boosts. */
export function BetBoostsScreen() {
  return (
    <StaffScreen title="Bet Boosts">
      <BetBoosts />
    </StaffScreen>
  );
}

export function FixedBoostsScreen() {
  return (
    <StaffScreen title="Fixed Boosts">
      <BetBoosts />
    </StaffScreen>
  );
}
