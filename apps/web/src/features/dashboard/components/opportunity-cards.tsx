import { PlusCircleOutlined } from '@ant-design/icons';
import { Button, Card, Flex, List, Typography } from 'antd';
import { suggestedStake } from '@overlay/domain';
import type { BettingSettings, ReplyRetention } from '@overlay/contracts';
import type { DashboardRow } from '../api/dashboard.api';
import { SharedTooltip } from '../../../components/ui/shared-tooltip';
import { StakeCell } from '../../../components/ui/stake-cell';
import { useQuietTable } from '../../../lib/a11y/use-quiet-table';
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
import {
  LayCell,
  LockedTag,
  lockedEVTip,
  RatingCell,
  retentionNote,
} from './hedge-cells';

/** Below 1024 px: one card per opportunity instead of the table (docs/product.md §2). */
export function OpportunityCards(props: {
  rows: DashboardRow[];
  nowMs: number;
  isStale: (row: DashboardRow) => boolean;
  onDebug: (row: DashboardRow) => void;
  onLogBet?: (row: DashboardRow) => void;
  bettingSettings?: BettingSettings;
  /** The Matched mode (docs/ev-model.md §10): the lay and locked figures in place of fair, base and bonus. */
  matched?: boolean;
  retention?: ReplyRetention;
}) {
  const settings = props.bettingSettings;
  // Prices move by the second: the cards in view are not read out at each change.
  const quiet = useQuietTable();
  return (
    <SharedTooltip>
      <div ref={quiet}>
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
                  {props.matched ? (
                    <Typography.Text type="secondary">
                      Lay <LayCell row={row} /> · <RatingCell row={row} />
                    </Typography.Text>
                  ) : (
                    <Typography.Text type="secondary">
                      Fair {row.fairPrice.toFixed(2)}
                    </Typography.Text>
                  )}
                </Flex>
                <Flex gap={8} wrap align="center" style={{ marginTop: 6 }}>
                  {props.matched ? (
                    <span>
                      Locked{' '}
                      <LockedTag
                        value={row.lockRating}
                        label="Locked result per $1, backed and laid"
                      />
                    </span>
                  ) : (
                    <>
                      <span>
                        Base <EvTag ev={row.ev} />
                      </span>
                      <span>
                        Bonus <BonusCell row={row} />
                      </span>
                    </>
                  )}
                  {/* Named, as its neighbours are: a bare "0.0%" between Locked and Locked EV read as neither. */}
                  <Flex gap={4} align="flex-start">
                    <span>Promo</span>
                    <PromoCell
                      row={row}
                      retentionNote={retentionNote(row, props.retention)}
                    />
                  </Flex>
                  {props.matched ? (
                    <span>
                      Locked EV{' '}
                      <LockedTag
                        value={row.lockedEV}
                        label={lockedEVTip(row, props.retention)}
                      />
                    </span>
                  ) : (
                    <span>
                      Total <EvTag ev={row.totalEV} />
                    </span>
                  )}
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
      </div>
    </SharedTooltip>
  );
}
