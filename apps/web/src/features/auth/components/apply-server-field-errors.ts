import type { FormInstance } from 'antd';
import { fieldErrorsFrom } from '../../../lib/api-error';

/** Puts the server's validation messages under the fields they name; returns whether any did. */
export function applyServerFieldErrors<F extends string>(
  form: FormInstance,
  error: unknown,
  fields: readonly F[],
): boolean {
  const byField = fieldErrorsFrom(error, fields);
  const entries = Object.entries(byField) as [F, string[]][];
  form.setFields(entries.map(([name, errors]) => ({ name, errors })));
  return entries.length > 0;
}
