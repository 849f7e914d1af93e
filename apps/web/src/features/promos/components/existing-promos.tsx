import type { PromoRow } from '@overlay/contracts';
import { promoVisibilityLabel } from '@overlay/domain';
import { DeleteOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  List,
  Popconfirm,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { useToast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-error';
import { useClearPromosMutation, useDeletePromoMutation, usePromosQuery } from '../api/promos.api';

function describe(promo: PromoRow): string {
  const where =
    promo.scope === 'races'
      ? `${promo.raceExtIds.length} race${promo.raceExtIds.length === 1 ? '' : 's'}`
      : promo.scope === 'codes'
        ? promo.codes.join('+')
        : 'All races';
  const value =
    promo.promoType.startsWith('CashBack')
      ? `refund ${promo.refund_percent ?? 100}% up to $${promo.max_refund_cash ?? 0}`
      : `× ${promo.valueMultiplier}`;
  return `${promo.promoType} · ${where} · ${value} · min runners ${promo.conditions.minRunners}`;
}

/** Refund Promos › Existing Promos (docs/product.md §2, §5, §8). */
export function ExistingPromos() {
  const toast = useToast();
  const { data: promos = [], isLoading, error } = usePromosQuery();
  const [remove] = useDeletePromoMutation();
  const [clear, { isLoading: clearing }] = useClearPromosMutation();

  const deleteOne = async (id: string) => {
    try {
      await remove(id).unwrap();
      toast({ title: 'Promo deleted', variant: 'success' });
    } catch (failure) {
      toast({
        title: 'Error deleting promo',
        description: serverMessage(failure, 'Failed to delete promo'),
        variant: 'destructive',
      });
    }
  };
  const clearAll = async () => {
    try {
      const answer = await clear().unwrap();
      toast({ title: answer?.message ?? 'Promos cleared', variant: 'success' });
    } catch (failure) {
      toast({
        title: 'Error clearing promos',
        description: serverMessage(failure, 'Failed to clear promos'),
        variant: 'destructive',
      });
    }
  };

  const clearButton =
    promos.length === 0 ? (
      <Button
        danger
        onClick={() => toast({ title: 'No promos to clear' })}
      >
        Clear all
      </Button>
    ) : (
      <Popconfirm
        title="Clear all promos?"
        description="This cannot be undone."
        okText="Clear all"
        okButtonProps={{ danger: true }}
        onConfirm={clearAll}
      >
        <Button danger loading={clearing}>
          Clear all
        </Button>
      </Popconfirm>
    );

  return (
    <Card
      size="small"
      title={`Existing Promos (${promos.length})`}
      extra={clearButton}
    >
      {isLoading ? (
        <Skeleton active />
      ) : error ? (
        <Alert
          type="error"
          showIcon
          title={serverMessage(error, 'Failed to load promos')}
        />
      ) : promos.length === 0 ? (
        <Empty description="No promos yet" />
      ) : (
        <List
          dataSource={promos}
          rowKey="id"
          renderItem={(promo) => (
            <List.Item
              actions={[
                <Popconfirm
                  key="delete"
                  title="Delete this promo?"
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => deleteOne(promo.id)}
                >
                  <Button
                    danger
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={`Delete ${promo.label}`}
                  />
                </Popconfirm>,
              ]}
            >
              <Flex vertical gap={2} style={{ minWidth: 0 }}>
                <Flex wrap gap={6} align="center">
                  <Typography.Text strong>{promo.bookmaker}</Typography.Text>
                  <Typography.Text>{promo.label}</Typography.Text>
                  <Tag
                    color={promo.visibility === 'global' ? 'blue' : 'purple'}
                  >
                    {promoVisibilityLabel(promo.visibility)}
                  </Tag>
                </Flex>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {describe(promo)}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
