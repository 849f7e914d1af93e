import type { UpdateBetBody } from '@overlay/contracts';
import { Form, Modal, Typography } from 'antd';
import { MoneyField, OddsField } from '../../../components/forms/number-fields';
import { TextAreaField } from '../../../components/forms/text-fields';
import { useEffect } from 'react';
import { useToast } from '../../../components/ui/toast';
import type { Bet } from '../api/bet-types';
import { useUpdateBetMutation } from '../api/bets.api';

/** Edits a bet's notes, and its price and stake while it is pending (PATCH /api/bets/:id). */
export function EditBetDialog({
  bet,
  onClose,
}: {
  bet: Bet | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{
    price: number;
    stake: number;
    notes: string;
  }>();
  const [updateBet, { isLoading }] = useUpdateBetMutation();
  const toast = useToast();
  const pending = bet?.result === 'pending';

  useEffect(() => {
    if (bet)
      form.setFieldsValue({
        price: bet.price,
        stake: bet.stake,
        notes: bet.notes ?? '',
      });
  }, [bet, form]);

  const submit = async (values: {
    price: number;
    stake: number;
    notes: string;
  }) => {
    if (!bet) return;
    const body: UpdateBetBody = { notes: values.notes };
    if (pending)
      Object.assign(body, { price: values.price, stake: values.stake });
    try {
      await updateBet({ id: bet.id, ...body }).unwrap();
      toast({ title: 'Bet updated', variant: 'success' });
      onClose();
    } catch (error) {
      toast({
        title: 'Could not update the bet',
        description: (error as { message?: string }).message,
        variant: 'destructive',
      });
    }
  };

  return (
    <Modal
      open={bet !== null}
      title="Edit bet"
      okText="Save"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={isLoading}
      forceRender
    >
      {bet && !pending && (
        <Typography.Paragraph type="secondary">
          Settled or closed bets keep their price and stake; only the notes
          change.
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <OddsField name="price" label="Price taken" disabled={!pending} />
        <MoneyField name="stake" label="Stake ($)" disabled={!pending} />
        <TextAreaField name="notes" label="Notes" rows={3} maxLength={500} />
      </Form>
    </Modal>
  );
}
