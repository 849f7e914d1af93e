import {
  Alert,
  Button,
  Card,
  Flex,
  Form,
  InputNumber,
  Select,
  Skeleton,
  Typography,
} from 'antd';
import {
  BETTING_SETTINGS_BOUNDS,
  BETTING_SETTINGS_DEFAULTS,
  suggestedStake,
} from '@overlay/domain';
import type { FairPriceMethod } from '@overlay/domain';
import type { BettingSettings } from '@overlay/contracts';
import { useEffect } from 'react';
import { useToast } from '../../../components/ui/toast';
import { serverMessages } from '../../../lib/api-error';
import {
  useBettingSettingsQuery,
  useSaveBettingSettingsMutation,
} from '../api/betting-settings.api';

const B = BETTING_SETTINGS_BOUNDS;

const FAIR_METHOD_OPTIONS: { value: FairPriceMethod; label: string }[] = [
  {
    value: 'default',
    label: 'Overlay default (exchange mid, else median of books)',
  },
  { value: 'multiplicative', label: 'Multiplicative' },
  { value: 'power', label: 'Power' },
  { value: 'shin', label: 'Shin' },
  { value: 'worst_case', label: 'Worst case (lowest EV of all methods)' },
];

/** The form's values: the max stake is edited in % of the bankroll, stored as a share. */
interface StakingForm {
  bankroll: number;
  kellyFraction: number;
  maxStakePercent: number;
  fairMethod: FairPriceMethod;
}

const toForm = (s: BettingSettings): StakingForm => ({
  bankroll: s.bankroll,
  kellyFraction: s.kellyFraction,
  maxStakePercent: Math.round(s.maxStakePct * 10000) / 100,
  fairMethod: s.fairMethod,
});

/** Settings → Staking: bankroll, Kelly fraction, largest stake and fair price method (issue #16). */
export function StakingSettingsCard() {
  const { data, error, isLoading, refetch } = useBettingSettingsQuery();
  const [save, { isLoading: saving, error: saveError }] =
    useSaveBettingSettingsMutation();
  const [form] = Form.useForm<StakingForm>();
  const toast = useToast();
  const settings = data ?? BETTING_SETTINGS_DEFAULTS;

  useEffect(() => {
    if (data) form.setFieldsValue(toForm(data));
  }, [data, form]);

  const values = Form.useWatch([], form) as Partial<StakingForm> | undefined;
  // A $ figure for a bet with a full Kelly of 10 %, so the effect of the numbers is visible.
  const example = suggestedStake(0.1, {
    bankroll: values?.bankroll ?? settings.bankroll,
    kellyFraction: values?.kellyFraction ?? settings.kellyFraction,
    maxStakePct: (values?.maxStakePercent ?? settings.maxStakePct * 100) / 100,
  });

  const submit = async (v: StakingForm) => {
    try {
      await save({
        bankroll: v.bankroll,
        kellyFraction: v.kellyFraction,
        maxStakePct: v.maxStakePercent / 100,
        fairMethod: v.fairMethod,
      }).unwrap();
      toast({ title: 'Saved', description: 'Staking settings saved' });
    } catch {
      // The messages are shown above the button.
    }
  };

  return (
    <Card
      title={
        <span role="heading" aria-level={2}>
          Staking
        </span>
      }
      style={{ maxWidth: 720 }}
    >
      {isLoading ? (
        <Skeleton active />
      ) : error ? (
        <Alert
          type="error"
          title="Could not load your staking settings"
          action={<Button onClick={() => void refetch()}>Retry</Button>}
        />
      ) : (
        <Form
          form={form}
          layout="vertical"
          initialValues={toForm(settings)}
          onFinish={(v) => void submit(v)}
        >
          <Typography.Paragraph type="secondary">
            Each row's suggested stake is your share of the full Kelly stake,
            rounded to the dollar and never above the largest stake. A bet with
            no edge gets none.
          </Typography.Paragraph>
          <Form.Item
            label="Bankroll ($)"
            name="bankroll"
            rules={[{ required: true, message: 'Enter your bankroll' }]}
          >
            <InputNumber
              aria-label="Bankroll"
              min={B.bankroll.min}
              max={B.bankroll.max}
              step={100}
              style={{ width: 200 }}
            />
          </Form.Item>
          <Form.Item
            label="Kelly fraction"
            name="kellyFraction"
            extra="0.25 bets a quarter of full Kelly: smaller swings, most of the growth."
            rules={[{ required: true, message: 'Enter a Kelly fraction' }]}
          >
            <InputNumber
              aria-label="Kelly fraction"
              min={B.kellyFraction.min}
              max={B.kellyFraction.max}
              step={0.05}
              style={{ width: 200 }}
            />
          </Form.Item>
          <Form.Item
            label="Largest stake (% of bankroll)"
            name="maxStakePercent"
            rules={[{ required: true, message: 'Enter the largest stake' }]}
          >
            <InputNumber
              aria-label="Largest stake"
              min={B.maxStakePct.min * 100}
              max={B.maxStakePct.max * 100}
              step={1}
              style={{ width: 200 }}
            />
          </Form.Item>
          <Form.Item label="Fair price method" name="fairMethod">
            <Select
              aria-label="Fair price method"
              options={FAIR_METHOD_OPTIONS}
              style={{ maxWidth: 420 }}
            />
          </Form.Item>
          <Typography.Paragraph data-testid="stake-example">
            A bet with a full Kelly of 10 % gets{' '}
            {example === null ? 'no stake' : `$${example}`}.
          </Typography.Paragraph>
          {saveError ? (
            <Alert
              type="error"
              style={{ marginBottom: 16 }}
              title={
                <Flex vertical>
                  {(serverMessages(saveError).length > 0
                    ? serverMessages(saveError)
                    : ['Failed to save settings']
                  ).map((m) => (
                    <span key={m}>{m}</span>
                  ))}
                </Flex>
              }
            />
          ) : null}
          <Button type="primary" htmlType="submit" loading={saving}>
            Save staking settings
          </Button>
        </Form>
      )}
    </Card>
  );
}
