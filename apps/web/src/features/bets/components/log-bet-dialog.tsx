import { Descriptions, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useToast } from '../../../components/ui/toast';
import {
  useBetStakeSettingsQuery,
  useCreateBetMutation,
} from '../api/bets.api';
import { FALLBACK_STAKE, suggestedStakeFor } from '../model/suggested-stake';
import { useDialogFocusReturn } from '../../../components/layout/dialog-focus-return';

/**
 * What the dialog needs of the row a bet is logged from. A dashboard row (Opportunity) fits as it
 * is, so the route can hand one over without the bets feature importing the dashboard's types.
 */
export interface LogBetTarget {
  extRaceId: string;
  venue: string;
  raceNumber: number;
  runnerNumber: number;
  runnerName: string;
  bookmaker: string;
  price: number;
  promoId: string | null;
  promoType: string | null;
  boostId: string | null;
  boostType: string | null;
  /** Full Kelly fraction of the bankroll (stakes16); absent before that is merged. */
  kelly?: number | null;
}

interface FormValues {
  price: number;
  stake: number;
  incentive: string;
  notes: string;
}

const NONE = 'none';

function incentiveOptions(target: LogBetTarget) {
  const options = [{ value: NONE, label: 'None' }];
  if (target.promoId)
    options.push({
      value: `promo:${target.promoId}`,
      label: `Promo: ${target.promoType ?? target.promoId}`,
    });
  if (target.boostId)
    options.push({
      value: `boost:${target.boostId}`,
      label: `Boost: ${target.boostType ?? target.boostId}`,
    });
  return options;
}

function defaultIncentive(target: LogBetTarget): string {
  if (target.boostId) return `boost:${target.boostId}`;
  if (target.promoId) return `promo:${target.promoId}`;
  return NONE;
}

/** "Log bet" (issue #16): records a bet taken on a row; POST /api/bets. */
export function LogBetDialog({
  target,
  onClose,
}: {
  target: LogBetTarget | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const returnFocus = useDialogFocusReturn(target !== null);
  const toast = useToast();
  const { data: settings } = useBetStakeSettingsQuery(undefined, {
    skip: target === null,
  });
  const [createBet, { isLoading }] = useCreateBetMutation();
  const suggested = target ? suggestedStakeFor(target.kelly, settings) : null;

  useEffect(() => {
    if (target === null) return;
    form.setFieldsValue({
      price: target.price,
      stake: suggested ?? FALLBACK_STAKE,
      incentive: defaultIncentive(target),
      notes: '',
    });
  }, [target, suggested, form]);

  const submit = async (values: FormValues) => {
    if (target === null) return;
    const [kind, id] = values.incentive.split(/:(.*)/s);
    try {
      await createBet({
        extRaceId: target.extRaceId,
        runnerNumber: target.runnerNumber,
        bookmaker: target.bookmaker,
        price: values.price,
        stake: values.stake,
        promoId: kind === 'promo' ? id : null,
        boostId: kind === 'boost' ? id : null,
        ...(values.notes ? { notes: values.notes } : {}),
      }).unwrap();
      toast({
        title: 'Bet logged',
        description: `${target.runnerName} at ${values.price.toFixed(2)} with ${target.bookmaker}`,
        variant: 'success',
      });
      onClose();
    } catch (error) {
      toast({
        title: 'Could not log the bet',
        description: (error as { message?: string }).message,
        variant: 'destructive',
      });
    }
  };

  return (
    <Modal
      open={target !== null}
      title="Log bet"
      okText="Log bet"
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={returnFocus}
      confirmLoading={isLoading}
      forceRender
    >
      {target && (
        <Descriptions
          size="small"
          column={1}
          style={{ marginBottom: 12 }}
          items={[
            {
              key: 'race',
              label: 'Race',
              children: `${target.venue} R${target.raceNumber}`,
            },
            {
              key: 'runner',
              label: 'Runner',
              children: `${target.runnerNumber}. ${target.runnerName}`,
            },
            { key: 'book', label: 'Bookmaker', children: target.bookmaker },
          ]}
        />
      )}
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="price"
          label="Price taken"
          rules={[
            {
              required: true,
              type: 'number',
              min: 1.01,
              message: 'At least 1.01',
            },
          ]}
        >
          <InputNumber
            min={1.01}
            step={0.01}
            precision={2}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          name="stake"
          label="Stake ($)"
          extra={
            suggested === null ? undefined : `Suggested stake $${suggested}`
          }
          rules={[
            {
              required: true,
              type: 'number',
              min: 0.01,
              message: 'A stake above 0',
            },
          ]}
        >
          <InputNumber
            min={0.01}
            step={1}
            precision={2}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="incentive" label="Promo or boost">
          <Select options={target ? incentiveOptions(target) : []} />
        </Form.Item>
        <Form.Item name="notes" label="Notes">
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
