import type { ActiveBoostRow } from '@overlay/contracts';
import { boostTypeBadge } from '@overlay/domain';
import { Button, Card, Empty, Flex, List, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useToast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-error';
import { useActiveBoostsQuery, useDeleteBoostMutation } from '../api/boosts.api';
import { dashboardLink } from '../model/bet-boost-draft';
import { formatEV } from '../../../lib/display';

/**
 * The fair price the boost's EV is measured against: a Top-2 boost pays on a top-2 finish, so its
 * fair price is the top-2 one (1 / p_top2), not the win price.
 */
function fairText(b: ActiveBoostRow): string {
  const top2 = b.boostType === 'FIXED_PLACE_K2';
  const fair = top2 ? b.placeFairPrice : b.fairPrice;
  return fair ? ` · ${top2 ? 'top-2 fair' : 'fair'} ${fair.toFixed(2)}` : '';
}

/** Active boosts of the chosen kinds, with their EV, estimate warnings and View in Dashboard. */
export function ActiveBoosts({
  title,
  include,
}: {
  title: string;
  include: (boost: ActiveBoostRow) => boolean;
}) {
  const toast = useToast();
  const { data = [], isLoading } = useActiveBoostsQuery();
  const [remove] = useDeleteBoostMutation();
  const boosts = data.filter(include);
  const deleteOne = async (id: string) => {
    try {
      await remove(id).unwrap();
      toast({ title: 'Boost deleted', variant: 'success' });
    } catch (failure) {
      toast({
        title: 'Failed to delete boost',
        description: serverMessage(failure, 'Failed to delete boost'),
        variant: 'destructive',
      });
    }
  };
  return (
    <Card size="small" title={title}>
      {isLoading ? (
        <Skeleton active />
      ) : boosts.length === 0 ? (
        <Empty description="No active boosts" />
      ) : (
        <List
          dataSource={boosts}
          rowKey="id"
          renderItem={(b) => (
            <List.Item
              actions={[
                <Link key="view" to={dashboardLink(b.raceId ?? b.raceExtId, b.bookmaker)}>
                  View in Dashboard
                </Link>,
                <Popconfirm
                  key="delete"
                  title="Delete this boost?"
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => deleteOne(b.id)}
                >
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Delete boost ${b.runnerName ?? b.runnerExtId}`}
                  />
                </Popconfirm>,
              ]}
            >
              <Flex vertical gap={2} style={{ minWidth: 0 }}>
                <Flex wrap gap={6} align="center">
                  <Typography.Text strong>{b.bookmaker}</Typography.Text>
                  <Tag>{boostTypeBadge(b.boostType)}</Tag>
                  <Typography.Text>
                    {b.runnerNumber ? `${b.runnerNumber}. ` : ''}
                    {b.runnerName ?? b.runnerExtId} @ {b.boostedOdds.toFixed(2)}
                  </Typography.Text>
                </Flex>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {b.track ? `${b.track} R${b.raceNumber}` : b.raceExtId} · EV{' '}
                  {formatEV(b.totalEV)}
                  {fairText(b)}
                </Typography.Text>
                {(b.placeSource === 'cross_k' || b.placeSource === 'heuristic') && (
                  <Typography.Text type="warning" style={{ fontSize: 12 }}>
                    Top-2 price {b.placeSource} (estimated)
                  </Typography.Text>
                )}
                {b.placeDataWarning && (
                  <Typography.Text type="warning" style={{ fontSize: 12 }}>
                    {b.placeDataWarning}
                  </Typography.Text>
                )}
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
