import {
  Alert,
  Button,
  Card,
  Flex,
  Form,
  Skeleton,
  Typography,
} from 'antd';
import {
  BETTING_SETTINGS_BOUNDS,
  BETTING_SETTINGS_DEFAULTS,
  suggestedStake,
} from '@overlay/domain';
import type { FairPriceMethod, RetentionSource } from '@overlay/domain';
import type { BettingSettings } from '@overlay/contracts';
import { useEffect } from 'react';
import { SelectField } from '../../../components/forms/choice-fields';
import { NumberField } from '../../../components/forms/number-fields';
import { useToast } from '../../../components/ui/toast';
import { serverMessages } from '../../../lib/api-error';
import {
  useBettingSettingsQuery,
  useSaveBettingSettingsMutation,
} from '../api/betting-settings.api';

const B = BETTING_SETTINGS_BOUNDS;
const NUMBER_WIDTH = { width: 200 };
const SELECT_WIDTH = { maxWidth: 420 };

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

const RETENTION_OPTIONS: { value: RetentionSource; label: string }[] = [
  { value: 'promo', label: "The promo's value multiplier" },
  { value: 'measured', label: 'Measured from the market (back and lay now)' },
];

/** The form's values: the max stake is edited in % of the bankroll, stored as a share. */
interface StakingForm {
  bankroll: number;
  kellyFraction: number;
  maxStakePercent: number;
  fairMethod: FairPriceMethod;
  commissionPct: number;
  retentionSource: RetentionSource;
}

const toForm = (s: BettingSettings): StakingForm => ({
  bankroll: s.bankroll,
  kellyFraction: s.kellyFraction,
  maxStakePercent: Math.round(s.maxStakePct * 10000) / 100,
  fairMethod: s.fairMethod,
  commissionPct: s.commissionPct,
  retentionSource: s.retentionSource,
});

/**
 * Settings → Staking: bankroll, Kelly fraction, largest stake and fair price method (docs/ev-model.md §7, §9),
 * and the exchange commission and retention source the hedge figures use (docs/ev-model.md §10).
 */
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
        commissionPct: v.commissionPct,
        retentionSource: v.retentionSource,
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
          <NumberField
            label="Bankroll ($)"
            name="bankroll"
            requiredMessage="Enter your bankroll"
            aria-label="Bankroll"
            min={B.bankroll.min}
            max={B.bankroll.max}
            step={100}
            style={NUMBER_WIDTH}
          />
          <NumberField
            label="Kelly fraction"
            name="kellyFraction"
            extra="0.25 bets a quarter of full Kelly: smaller swings, most of the growth."
            requiredMessage="Enter a Kelly fraction"
            aria-label="Kelly fraction"
            min={B.kellyFraction.min}
            max={B.kellyFraction.max}
            step={0.05}
            style={NUMBER_WIDTH}
          />
          <NumberField
            label="Largest stake (% of bankroll)"
            name="maxStakePercent"
            requiredMessage="Enter the largest stake"
            aria-label="Largest stake"
            min={B.maxStakePct.min * 100}
            max={B.maxStakePct.max * 100}
            step={1}
            style={NUMBER_WIDTH}
          />
          <SelectField
            label="Fair price method"
            name="fairMethod"
            aria-label="Fair price method"
            options={FAIR_METHOD_OPTIONS}
            style={SELECT_WIDTH}
          />
          <NumberField
            label="Exchange commission (%)"
            name="commissionPct"
            extra="What the exchange takes from a winning lay: every lay stake, locked result and measured retention is net of it. Betfair charges 7 % on most Australian racing."
            requiredMessage="Enter the exchange commission"
            aria-label="Exchange commission"
            min={B.commissionPct.min}
            max={B.commissionPct.max}
            step={0.5}
            style={NUMBER_WIDTH}
          />
          <SelectField
            label="Retention"
            name="retentionSource"
            extra="What a bonus bet is worth in the promo figures: the multiplier staff set on the promo, or the best a bonus bet at that bookmaker converts to now when backed and laid."
            aria-label="Retention"
            options={RETENTION_OPTIONS}
            style={SELECT_WIDTH}
          />
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
