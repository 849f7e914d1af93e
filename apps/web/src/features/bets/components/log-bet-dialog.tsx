import { Descriptions, Form, Modal } from 'antd';
import { SelectField } from '../../../components/forms/choice-fields';
import { MoneyField, OddsField } from '../../../components/forms/number-fields';
import { TextAreaField } from '../../../components/forms/text-fields';
import { useEffect, useRef } from 'react';
import { useToast } from '../../../components/ui/toast';
import { useCreateBetMutation } from '../api/bets.api';
import type { BettingSettings } from '../api/bet-types';
import { FALLBACK_STAKE, suggestedStakeFor } from '../model/suggested-stake';
import { useDialogFocusReturn } from '../../../components/layout/dialog-focus-return';
import { equalLayStake, LayFields } from './lay-fields';
import type { LayValues } from './lay-fields';

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
  /** The exchange's best win lay for the runner (docs/ev-model.md §10): a matched bet's lay price to start from. */
  layPrice?: number | null;
}

interface FormValues extends LayValues {
  price: number;
  stake: number;
  incentive: string;
  notes: string;
}

/** The commission a logged lay is net of when the settings have not loaded: the default (docs/ev-model.md §10). */
const DEFAULT_COMMISSION_PCT = 7;

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

/** Which row a target is: the dashboard hands the same row over as a new object when it re-reads it. */
function rowKey(target: LogBetTarget): string {
  return `${target.extRaceId}|${target.runnerNumber}|${target.bookmaker}`;
}

/**
 * "Log bet": records a bet taken on a row; POST /api/bets. The user's stake settings come from the
 * screen that hosts the dialog, which reads them with its rows: asked for only when the dialog
 * opened, they could land while the user types a stake and move the caret under the typing.
 */
export function LogBetDialog({
  target,
  stakeSettings,
  onClose,
}: {
  target: LogBetTarget | null;
  /** The user's bankroll, Kelly and commission settings; undefined while they load. */
  stakeSettings: BettingSettings | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const returnFocus = useDialogFocusReturn(target !== null);
  const toast = useToast();
  const [createBet, { isLoading }] = useCreateBetMutation();
  const suggested = target ? suggestedStakeFor(target.kelly, stakeSettings) : null;
  const commissionPct = stakeSettings?.commissionPct ?? DEFAULT_COMMISSION_PCT;

  // A new row fills every field; what arrives later (the user's settings, hence the suggested
  // stake and the commission, or the same row again as a new object with its latest price)
  // fills only the fields the user has not touched, so a stake typed stays as typed.
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    if (target === null) {
      filledFor.current = null;
      return;
    }
    const fresh = filledFor.current !== rowKey(target);
    filledFor.current = rowKey(target);
    if (fresh) form.resetFields();
    const untouched = (name: keyof FormValues) =>
      fresh || !form.isFieldTouched(name);
    const stake: number = untouched('stake')
      ? (suggested ?? FALLBACK_STAKE)
      : form.getFieldValue('stake');
    const price: number = untouched('price')
      ? target.price
      : form.getFieldValue('price');
    const layPrice: number | undefined = untouched('layPrice')
      ? (target.layPrice ?? undefined)
      : form.getFieldValue('layPrice');
    const initial: Partial<FormValues> = {
      price: target.price,
      stake,
      incentive: defaultIncentive(target),
      notes: '',
      lay: false,
      layPrice,
      layStake:
        layPrice === undefined
          ? undefined
          : (equalLayStake(stake, price, layPrice, commissionPct) ?? undefined),
    };
    form.setFieldsValue(
      Object.fromEntries(
        Object.entries(initial).filter(([name]) =>
          untouched(name as keyof FormValues),
        ),
      ) as Partial<FormValues>,
    );
  }, [target, suggested, form, commissionPct]);

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
        ...(values.lay &&
        values.layPrice !== undefined &&
        values.layStake !== undefined
          ? {
              layPrice: values.layPrice,
              layStake: values.layStake,
              layCommissionPct: commissionPct,
            }
          : {}),
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
        <OddsField name="price" label="Price taken" message="At least 1.01" />
        <MoneyField
          name="stake"
          label="Stake ($)"
          extra={
            suggested === null ? undefined : `Suggested stake $${suggested}`
          }
          message="A stake above 0"
        />
        <SelectField
          name="incentive"
          label="Promo or boost"
          options={target ? incentiveOptions(target) : []}
        />
        <LayFields
          form={form}
          commissionPct={commissionPct}
          onEqualStake={(layStake: number) => form.setFieldsValue({ layStake })}
        />
        <TextAreaField name="notes" label="Notes" rows={2} maxLength={500} />
      </Form>
    </Modal>
  );
}
