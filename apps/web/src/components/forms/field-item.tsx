import { Form } from 'antd';
import type { FormItemProps, FormRule } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * What every form block passes to its Form.Item: the label, the field's name (none for a field
 * the screen holds in its own state), the help under it and its rules. `requiredMessage` is the
 * one-rule case, `{ required: true, message }`; `required` alone only marks the label.
 */
export interface FieldItemProps {
  name?: FormItemProps['name'];
  label?: ReactNode;
  extra?: ReactNode;
  htmlFor?: string;
  required?: boolean;
  requiredMessage?: string;
  rules?: FormRule[];
  dependencies?: FormItemProps['dependencies'];
  /** The Form.Item's own style (the control's is `style`). */
  itemStyle?: CSSProperties;
}

/** Splits a block's props into its Form.Item's and its control's. */
export function splitItem<P extends FieldItemProps>(
  props: P,
): [FieldItemProps, Omit<P, keyof FieldItemProps>] {
  const {
    name,
    label,
    extra,
    htmlFor,
    required,
    requiredMessage,
    rules,
    dependencies,
    itemStyle,
    ...control
  } = props;
  const item = { name, label, extra, htmlFor, required, requiredMessage, rules, dependencies, itemStyle };
  return [item, control];
}

/**
 * The Form.Item of a block, given only the props the screen set, so it draws as the hand-built
 * one did. `valuePropName` is 'checked' for switches and check boxes.
 */
export function FieldItem({
  item,
  valuePropName,
  children,
}: {
  item: FieldItemProps;
  valuePropName?: string;
  children: ReactNode;
}) {
  const { requiredMessage, itemStyle, ...rest } = item;
  const props: FormItemProps = Object.fromEntries(
    Object.entries({
      ...rest,
      rules: requiredMessage === undefined ? rest.rules : [{ required: true, message: requiredMessage }, ...(rest.rules ?? [])],
      style: itemStyle,
      valuePropName,
    }).filter(([, value]) => value !== undefined),
  );
  return <Form.Item {...props}>{children}</Form.Item>;
}
