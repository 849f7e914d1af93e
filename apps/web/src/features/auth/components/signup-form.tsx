import { UserOutlined } from '@ant-design/icons';
import { Form, Typography } from 'antd';
import { TextField } from '../../../components/forms/text-fields';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-error';
import { useSignupMutation } from '../api/auth.api';
import {
  AUTH_MESSAGES,
  isLongEnoughPassword,
  isValidName,
  rule,
} from '../validation';
import { applyServerFieldErrors } from './apply-server-field-errors';
import { AuthSubmit, EmailField, PasswordField } from './auth-fields';
import { AuthCard } from './auth-card';
import { useValidationTrigger } from './use-form-validation-trigger';
import { paths } from '../../../config/paths';
import { nextQuery, returnPath } from '../../../lib/return-path';

interface SignupValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const FIELDS = ['name', 'email', 'password'] as const;

/** The Create Account screen (docs/product.md §2, §5). confirmPassword never leaves the browser. */
export function SignupForm() {
  const [form] = Form.useForm<SignupValues>();
  const [signup, { isLoading }] = useSignupMutation();
  const { validateTrigger, markSubmitted } = useValidationTrigger();
  const navigate = useNavigate();
  const { search } = useLocation();
  const toast = useToast();

  const onFinish = async ({ name, email, password }: SignupValues) => {
    markSubmitted();
    try {
      await signup({
        name: name.trim(),
        email: email.trim(),
        password,
      }).unwrap();
      toast({
        title: 'Welcome!',
        description: 'Your account has been created successfully.',
        variant: 'success',
      });
      await navigate(returnPath(search), { replace: true });
    } catch (error) {
      applyServerFieldErrors(form, error, FIELDS);
      toast({
        title: 'Signup failed',
        description: serverMessage(error, 'Failed to create account'),
        variant: 'destructive',
      });
    }
  };

  return (
    <AuthCard
      title="Create Account"
      description="Sign up to start finding +EV betting opportunities"
      footer={
        <Typography.Text type="secondary">
          Already have an account? <Link to={`${paths.login.path}${nextQuery(search)}`}>Login</Link>
        </Typography.Text>
      }
    >
      <Form<SignupValues>
        form={form}
        name="signup"
        layout="vertical"
        requiredMark={false}
        validateTrigger={validateTrigger}
        onFinish={onFinish}
        onFinishFailed={markSubmitted}
        initialValues={{
          name: '',
          email: '',
          password: '',
          confirmPassword: '',
        }}
      >
        <TextField
          label="Name"
          name="name"
          rules={[rule(isValidName, AUTH_MESSAGES.nameTooShort)]}
          prefix={<UserOutlined />}
          autoComplete="name"
          placeholder="Your name"
          size="large"
        />
        <EmailField />
        <PasswordField
          label="Password"
          name="password"
          rules={[rule(isLongEnoughPassword, AUTH_MESSAGES.passwordTooShort)]}
          autoComplete="new-password"
          placeholder="At least 8 characters"
        />
        <PasswordField
          label="Confirm Password"
          name="confirmPassword"
          dependencies={['password']}
          rules={[
            ({ getFieldValue }) =>
              rule((value) => value === getFieldValue('password'), AUTH_MESSAGES.passwordsDontMatch),
          ]}
          autoComplete="new-password"
          placeholder="Repeat your password"
        />
        <AuthSubmit loading={isLoading} idle="Create Account" busy="Creating account..." />
      </Form>
    </AuthCard>
  );
}
