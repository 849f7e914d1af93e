import { Checkbox, Radio, Select, Switch, TimePicker } from 'antd';
import type { RadioGroupProps, SelectProps, SwitchProps, TimePickerProps } from 'antd';
import type { CheckboxGroupProps } from 'antd/es/checkbox';
import { FieldItem, splitItem } from './field-item';
import type { FieldItemProps } from './field-item';

/** A pick from a list (one, or several with mode="multiple"). */
export function SelectField<V>(props: FieldItemProps & Omit<SelectProps<V>, 'id'> & { id?: string }) {
  const [item, select] = splitItem(props);
  return (
    <FieldItem item={item}>
      <Select<V> {...select} />
    </FieldItem>
  );
}

/** On or off; the form's value is the switch's `checked`. */
export function SwitchField(props: FieldItemProps & SwitchProps) {
  const [item, control] = splitItem(props);
  return (
    <FieldItem item={item} valuePropName="checked">
      <Switch {...control} />
    </FieldItem>
  );
}

/** Several ticks out of a few options. */
export function CheckboxGroupField<V extends string>(props: FieldItemProps & CheckboxGroupProps<V>) {
  const [item, group] = splitItem(props);
  return (
    <FieldItem item={item}>
      <Checkbox.Group<V> {...group} />
    </FieldItem>
  );
}

/** One of a few options, drawn as buttons or radios. */
export function RadioField(props: FieldItemProps & Omit<RadioGroupProps, 'name'>) {
  const [item, group] = splitItem(props);
  return (
    <FieldItem item={item}>
      <Radio.Group {...group} />
    </FieldItem>
  );
}

/** A time of day. */
export function TimeField(props: FieldItemProps & Omit<TimePickerProps, 'name'>) {
  const [item, picker] = splitItem(props);
  return (
    <FieldItem item={item}>
      <TimePicker {...picker} />
    </FieldItem>
  );
}
