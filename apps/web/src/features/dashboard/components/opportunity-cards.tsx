import { PlusCircleOutlined } from '@ant-design/icons';
import { Button, Card, Flex, List, Typography } from 'antd';
import { suggestedStake } from '@overlay/domain';
import type { BettingSettings } from '@overlay/contracts';
import type { DashboardRow } from '../api/dashboard.api';
import { SharedTooltip } from '../../../components/ui/shared-tooltip';
import { StakeCell } from '../../../components/ui/stake-cell';
import {
  BonusCell,
  BookmakerCell,
  EvTag,
  OddsCell,
  PromoCell,
  RaceCell,
  RunnerCell,
  TimeCell,
} from './opportunity-cells';

/** Below 1024 px: one card per opportunity instead of the table (docs/product.md §2). */
export function OpportunityCards(props: {
  rows: DashboardRow[];
  nowMs: number;
  isStale: (row: DashboardRow) => boolean;
  onDebug: (row: DashboardRow) => void;
  onLogBet?: (row: DashboardRow) => void;
  bettingSettings?: BettingSettings;
}) {
  const settings = props.bettingSettings;
  return (
    <SharedTooltip>
      <List
        dataSource={props.rows}
        rowKey="id"
        pagination={
          props.rows.length > 50 ? { pageSize: 50, size: 'small' } : false
        }
        renderItem={(row) => (
          <List.Item style={{ padding: '6px 0', border: 0 }}>
            <Card size="small" style={{ width: '100%' }}>
              <Flex justify="space-between" gap={8} wrap>
                <RaceCell row={row} />
                <TimeCell row={row} nowMs={props.nowMs} />
              </Flex>
              <RunnerCell row={row} onDebug={props.onDebug} />
              <Flex
                justify="space-between"
                align="center"
                gap={8}
                wrap
                style={{ marginTop: 6 }}
              >
                <BookmakerCell row={row} stale={props.isStale(row)} />
                <OddsCell row={row} />
                <Typography.Text type="secondary">
                  Fair {row.fairPrice.toFixed(2)}
                </Typography.Text>
              </Flex>
              <Flex gap={8} wrap align="center" style={{ marginTop: 6 }}>
                <span>
                  Base <EvTag ev={row.ev} />
                </span>
                <span>
                  Bonus <BonusCell row={row} />
                </span>
                <PromoCell row={row} />
                <span>
                  Total <EvTag ev={row.totalEV} />
                </span>
                {settings && suggestedStake(row.kelly, settings) !== null && (
                  <span>
                    Stake <StakeCell kelly={row.kelly} settings={settings} />
                  </span>
                )}
                {props.onLogBet && (
                  <Button
                    size="small"
                    icon={<PlusCircleOutlined />}
                    aria-label={`Log bet on ${row.runnerName} with ${row.bookmaker}`}
                    onClick={() => props.onLogBet?.(row)}
                    style={{ marginInlineStart: 'auto' }}
                  >
                    Log bet
                  </Button>
                )}
              </Flex>
            </Card>
          </List.Item>
        )}
      />
    </SharedTooltip>
  );
}
