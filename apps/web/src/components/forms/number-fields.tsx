import { InputNumber } from 'antd';
import type { FormRule, InputNumberProps } from 'antd';
import { FieldItem, splitItem } from './field-item';
import type { FieldItemProps } from './field-item';

type NumberInput = Omit<InputNumberProps<number>, 'name' | 'required'>;
export type NumberFieldProps = FieldItemProps & NumberInput;

/** A number with its bounds (min, max, step, precision), a unit as prefix or suffix, and its rules. */
export function NumberField(props: NumberFieldProps) {
  const [item, input] = splitItem(props);
  return (
    <FieldItem item={item}>
      <InputNumber<number> {...input} />
    </FieldItem>
  );
}

/** A percentage: the number with a '%' after it. */
export function PercentField(props: NumberFieldProps) {
  return <NumberField suffix="%" {...props} />;
}

type BoundedProps = Omit<NumberFieldProps, 'rules' | 'requiredMessage'> & {
  /** The message under the field when it is empty or below the least; antd's own when absent. */
  message?: string;
};

const FULL_WIDTH = { width: '100%' };

/** A required number of at least `min`, checked by the form as well as bounded by the input. */
function atLeast(min: number, message: string | undefined): FormRule[] {
  return [{ required: true, type: 'number', min, ...(message === undefined ? {} : { message }) }];
}

/** Decimal odds taken or laid: at least 1.01, to the cent (docs/ev-model.md). */
export function OddsField({ message, ...props }: BoundedProps) {
  return (
    <NumberField rules={atLeast(1.01, message)} min={1.01} step={0.01} precision={2} style={FULL_WIDTH} {...props} />
  );
}

/** Dollars staked: above 0, to the cent, stepping by the dollar. */
export function MoneyField({ message, ...props }: BoundedProps) {
  return (
    <NumberField rules={atLeast(0.01, message)} min={0.01} step={1} precision={2} style={FULL_WIDTH} {...props} />
  );
}
