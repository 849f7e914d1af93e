import type { AlertRuleJson } from '@overlay/contracts';
import { Form, InputNumber, TimePicker } from 'antd';
import { ALERT_RULE_BOUNDS, ALERT_RULE_DEFAULTS } from '@overlay/domain';
import type { AlertRuleInput } from '@overlay/contracts';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';

/** What the add and edit forms of a rule hold (the view is picked only when adding). */
export interface RuleForm {
  viewId: string;
  minTotalEv: number;
  minStake?: number | null;
  maxMinutesToJump?: number | null;
  evStep?: number | null;
  dailyCap?: number | null;
  quiet?: [Dayjs, Dayjs] | null;
}

const B = ALERT_RULE_BOUNDS;

type RuleFields = Pick<AlertRuleInput, 'minTotalEv' | 'minStake' | 'maxMinutesToJump' | 'evStep' | 'dailyCap' | 'quietStart' | 'quietEnd'>;

/** The form's values as the api's rule fields: an empty step or cap is the default. */
export function ruleFields(values: RuleForm): RuleFields {
  return {
    minTotalEv: values.minTotalEv,
    minStake: values.minStake ?? null,
    maxMinutesToJump: values.maxMinutesToJump ?? null,
    evStep: values.evStep ?? ALERT_RULE_DEFAULTS.evStep,
    dailyCap: values.dailyCap ?? ALERT_RULE_DEFAULTS.dailyCap,
    quietStart: values.quiet ? values.quiet[0].format('HH:mm') : null,
    quietEnd: values.quiet ? values.quiet[1].format('HH:mm') : null,
  };
}

/** 'HH:MM' as a time of today, for the time picker. */
function clockTime(hhmm: string): Dayjs {
  const [hour, minute] = hhmm.split(':').map(Number);
  return dayjs().hour(hour).minute(minute).second(0).millisecond(0);
}

/** A stored rule as the form's values (edit). */
export function ruleFormValues(rule: AlertRuleJson): RuleForm {
  return {
    viewId: rule.viewId,
    minTotalEv: rule.minTotalEv,
    minStake: rule.minStake,
    maxMinutesToJump: rule.maxMinutesToJump,
    evStep: rule.evStep,
    dailyCap: rule.dailyCap,
    quiet: rule.quietStart && rule.quietEnd ? [clockTime(rule.quietStart), clockTime(rule.quietEnd)] : null,
  };
}

/** The rule's thresholds, shared by the add form and the edit dialog (docs/product.md §10). */
export function AlertRuleFields() {
  return (
    <>
      <Form.Item name="minTotalEv" label="Total EV ≥ (%)" rules={[{ required: true, message: 'Please enter an EV %' }]}>
        <InputNumber min={B.minTotalEv.min} max={B.minTotalEv.max} aria-label="Minimum total EV" />
      </Form.Item>
      <Form.Item name="minStake" label="Min stake ($)">
        <InputNumber min={B.minStake.min} max={B.minStake.max} aria-label="Minimum stake" />
      </Form.Item>
      <Form.Item name="maxMinutesToJump" label="Within (min of jump)">
        <InputNumber min={B.maxMinutesToJump.min} max={B.maxMinutesToJump.max} precision={0} aria-label="Minutes to the jump" />
      </Form.Item>
      <Form.Item name="evStep" label="Re-alert on EV rise (points)">
        <InputNumber min={B.evStep.min} max={B.evStep.max} placeholder={String(ALERT_RULE_DEFAULTS.evStep)} aria-label="EV step" />
      </Form.Item>
      <Form.Item name="dailyCap" label="Daily cap">
        <InputNumber min={B.dailyCap.min} max={B.dailyCap.max} precision={0} placeholder={String(ALERT_RULE_DEFAULTS.dailyCap)} aria-label="Daily cap" />
      </Form.Item>
      <Form.Item name="quiet" label="Quiet hours">
        <TimePicker.RangePicker format="HH:mm" order={false} aria-label="Quiet hours" />
      </Form.Item>
    </>
  );
}
