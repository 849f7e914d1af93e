import { Input } from 'antd';
import type { InputProps } from 'antd';
import type { PasswordProps, TextAreaProps } from 'antd/es/input';
import { FieldItem, splitItem } from './field-item';
import type { FieldItemProps } from './field-item';

/** A line of text (a name, an address, a URL); `type="email"` for an email address. */
export function TextField(props: FieldItemProps & Omit<InputProps, 'name' | 'required'>) {
  const [item, input] = splitItem(props);
  return (
    <FieldItem item={item}>
      <Input {...input} />
    </FieldItem>
  );
}

/** A secret typed unseen (a password, a webhook's secret). */
export function PasswordField(props: FieldItemProps & Omit<PasswordProps, 'name' | 'required'>) {
  const [item, input] = splitItem(props);
  return (
    <FieldItem item={item}>
      <Input.Password {...input} />
    </FieldItem>
  );
}

/** Free text over a few lines (a bet's or a boost's notes). */
export function TextAreaField(props: FieldItemProps & Omit<TextAreaProps, 'name' | 'required'>) {
  const [item, input] = splitItem(props);
  return (
    <FieldItem item={item}>
      <Input.TextArea {...input} />
    </FieldItem>
  );
}
