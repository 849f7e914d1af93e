import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import type { FormRule } from 'antd';
import { PasswordField as SecretField, TextField } from '../../../components/forms/text-fields';
import { AUTH_MESSAGES, isValidEmail, rule } from '../validation';

// The field blocks the Login and Create Account forms share (docs/product.md §5): one place
// for the Email field's rule and the password inputs' look, so the two screens cannot drift.

export function EmailField() {
  return (
    <TextField
      label="Email"
      name="email"
      rules={[rule(isValidEmail, AUTH_MESSAGES.invalidEmail)]}
      prefix={<MailOutlined />}
      inputMode="email"
      autoComplete="email"
      placeholder="you@example.com"
      size="large"
    />
  );
}

interface PasswordFieldProps {
  label: string;
  name: string;
  rules: FormRule[];
  /** 'current-password' to sign in, 'new-password' to choose one (password managers read it). */
  autoComplete: 'current-password' | 'new-password';
  placeholder: string;
  dependencies?: string[];
}

export function PasswordField({ label, name, rules, autoComplete, placeholder, dependencies }: PasswordFieldProps) {
  return (
    <SecretField
      label={label}
      name={name}
      rules={rules}
      dependencies={dependencies}
      prefix={<LockOutlined />}
      autoComplete={autoComplete}
      placeholder={placeholder}
      size="large"
    />
  );
}

/** The form's submit button, its text saying what is under way while the request runs. */
export function AuthSubmit({ loading, idle, busy }: { loading: boolean; idle: string; busy: string }) {
  return (
    <Form.Item style={{ marginBottom: 12 }}>
      <Button type="primary" htmlType="submit" block size="large" loading={loading}>
        {loading ? busy : idle}
      </Button>
    </Form.Item>
  );
}
