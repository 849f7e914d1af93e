import type { AlertRuleInput, AlertRuleJson } from '@overlay/contracts';
import { Flex } from 'antd';
import {
  CheckboxGroupField,
  SelectField,
  TimeField,
} from '../../../components/forms/choice-fields';
import {
  NumberField,
  PercentField,
} from '../../../components/forms/number-fields';
import {
  ALERT_RULE_BOUNDS,
  ALERT_RULE_DEFAULTS,
  RACE_CODES,
} from '@overlay/domain';
import type { RaceCode } from '@overlay/domain';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';

/** What the add and edit forms of a rule hold (the view is picked only when adding). */
export interface RuleForm {
  viewId: string;
  minTotalEv: number;
  bookmakers?: string[];
  codes?: RaceCode[];
  maxMinutesToJump?: number | null;
  minStake?: number | null;
  minLockedEv?: number | null;
  minRating?: number | null;
  evStep?: number | null;
  dailyCap?: number | null;
  quietStart?: Dayjs | null;
  quietEnd?: Dayjs | null;
  enabled?: boolean;
}

const B = ALERT_RULE_BOUNDS;

type RuleFields = Omit<AlertRuleInput, 'viewId' | 'timeZone' | 'enabled'>;

/** The form's values as the api's rule fields: an empty step or cap is the default, no books or codes all of the view's. */
export function ruleFields(values: RuleForm): RuleFields {
  return {
    minTotalEv: values.minTotalEv,
    bookmakers: values.bookmakers ?? [],
    codes: values.codes ?? [],
    maxMinutesToJump: values.maxMinutesToJump ?? null,
    minStake: values.minStake ?? null,
    minLockedEv: values.minLockedEv ?? null,
    minRating: values.minRating ?? null,
    evStep: values.evStep ?? ALERT_RULE_DEFAULTS.evStep,
    dailyCap: values.dailyCap ?? ALERT_RULE_DEFAULTS.dailyCap,
    // One without the other is sent as it is: the api says both are needed.
    quietStart: values.quietStart ? values.quietStart.format('HH:mm') : null,
    quietEnd: values.quietEnd ? values.quietEnd.format('HH:mm') : null,
  };
}

/** 'HH:MM' as a time of today, for the time picker. */
function clockTime(hhmm: string | null): Dayjs | null {
  if (hhmm === null) return null;
  const [hour, minute] = hhmm.split(':').map(Number);
  return dayjs().hour(hour).minute(minute).second(0).millisecond(0);
}

/** A stored rule as the form's values (edit). */
export function ruleFormValues(rule: AlertRuleJson): RuleForm {
  return {
    viewId: rule.viewId,
    minTotalEv: rule.minTotalEv,
    bookmakers: rule.bookmakers,
    codes: rule.codes,
    maxMinutesToJump: rule.maxMinutesToJump,
    minStake: rule.minStake,
    minLockedEv: rule.minLockedEv ?? null,
    minRating: rule.minRating ?? null,
    evStep: rule.evStep,
    dailyCap: rule.dailyCap,
    quietStart: clockTime(rule.quietStart),
    quietEnd: clockTime(rule.quietEnd),
    enabled: rule.enabled,
  };
}

const CODE_NAMES: Readonly<Record<RaceCode, string>> = {
  TB: 'TB (thoroughbreds)',
  GR: 'GR (greyhounds)',
  HR: 'HR (harness)',
};
const NUMBER = { style: { width: '100%', maxWidth: 180 } };

/**
 * A rule's fields, shared by the add and edit dialogs (docs/product.md §10): the threshold, then
 * what narrows the view's rows (books, codes, minutes to the jump, a minimum stake), then how
 * often it may speak (EV step, daily cap, quiet hours). Every bound is the api's.
 */
export function AlertRuleFields({
  bookmakers,
}: {
  bookmakers: readonly string[];
}) {
  return (
    <>
      <PercentField
        name="minTotalEv"
        label="When total EV reaches (%)"
        requiredMessage="Please enter an EV %"
        min={B.minTotalEv.min}
        max={B.minTotalEv.max}
        {...NUMBER}
      />
      <SelectField
        name="bookmakers"
        label="Only these bookmakers"
        extra="None picked: every bookmaker of the view."
        mode="multiple"
        allowClear
        options={bookmakers.map((b) => ({ value: b, label: b }))}
        placeholder="Every bookmaker"
        aria-label="Only these bookmakers"
        maxTagCount="responsive"
      />
      <CheckboxGroupField
        name="codes"
        label="Only these race codes"
        extra="None ticked: every code of the view."
        options={RACE_CODES.map((c) => ({ value: c, label: CODE_NAMES[c] }))}
      />
      <NumberField
        name="maxMinutesToJump"
        label="Only within this many minutes of the jump"
        extra="Empty: any time before the jump."
        min={B.maxMinutesToJump.min}
        max={B.maxMinutesToJump.max}
        precision={0}
        suffix="min"
        {...NUMBER}
      />
      <NumberField
        name="minStake"
        label="Only with a suggested stake of at least ($)"
        extra="From your staking settings. Empty: any stake."
        min={B.minStake.min}
        max={B.minStake.max}
        prefix="$"
        {...NUMBER}
      />
      <PercentField
        name="minLockedEv"
        label="Only with a locked EV of at least (%)"
        extra="Backed and laid on the exchange, at your commission. Empty: any, a row without a lay too."
        min={B.minLockedEv.min}
        max={B.minLockedEv.max}
        {...NUMBER}
      />
      <PercentField
        name="minRating"
        label="Only with a rating of at least (%)"
        extra="Back price ÷ lay price, as odds matchers rate a bet. Empty: any."
        min={B.minRating.min}
        max={B.minRating.max}
        {...NUMBER}
      />
      <NumberField
        name="evStep"
        label="Alert again when EV rises by (points)"
        extra={`Above the best already sent. Empty: ${ALERT_RULE_DEFAULTS.evStep}.`}
        min={B.evStep.min}
        max={B.evStep.max}
        placeholder={String(ALERT_RULE_DEFAULTS.evStep)}
        {...NUMBER}
      />
      <NumberField
        name="dailyCap"
        label="At most this many alerts a day"
        min={B.dailyCap.min}
        max={B.dailyCap.max}
        precision={0}
        placeholder={String(ALERT_RULE_DEFAULTS.dailyCap)}
        {...NUMBER}
      />
      <Flex gap={12} wrap>
        <TimeField
          name="quietStart"
          label="Quiet from"
          format="HH:mm"
          minuteStep={5}
          aria-label="Quiet from"
          needConfirm={false}
        />
        <TimeField
          name="quietEnd"
          label="Quiet until"
          format="HH:mm"
          minuteStep={5}
          aria-label="Quiet until"
          needConfirm={false}
        />
      </Flex>
    </>
  );
}
