import { Form, Typography } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-error';
import { useLoginMutation } from '../api/auth.api';
import { AUTH_MESSAGES, rule } from '../validation';
import { applyServerFieldErrors } from './apply-server-field-errors';
import { AuthSubmit, EmailField, PasswordField } from './auth-fields';
import { AuthCard } from './auth-card';
import { useValidationTrigger } from './use-form-validation-trigger';
import { paths } from '../../../config/paths';
import { nextQuery, returnPath } from '../../../lib/return-path';

interface LoginValues {
  email: string;
  password: string;
}

const FIELDS = ['email', 'password'] as const;

/** The Login screen (docs/product.md §2, §5). */
export function LoginForm() {
  const [form] = Form.useForm<LoginValues>();
  const [login, { isLoading }] = useLoginMutation();
  const { validateTrigger, markSubmitted } = useValidationTrigger();
  const navigate = useNavigate();
  const { search } = useLocation();
  const toast = useToast();

  const onFinish = async (values: LoginValues) => {
    markSubmitted();
    try {
      await login({
        email: values.email.trim(),
        password: values.password,
      }).unwrap();
      toast({
        title: 'Welcome back!',
        description: 'You have successfully logged in.',
        variant: 'success',
      });
      await navigate(returnPath(search), { replace: true });
    } catch (error) {
      applyServerFieldErrors(form, error, FIELDS);
      toast({
        title: 'Login failed',
        description: serverMessage(error, 'Invalid email or password'),
        variant: 'destructive',
      });
    }
  };

  return (
    <AuthCard
      title="Login"
      description="Enter your credentials to access your account"
      footer={
        <Typography.Text type="secondary">
          Don&apos;t have an account?{' '}
          <Link to={`${paths.signup.href()}${nextQuery(search)}`}>Sign up</Link>
        </Typography.Text>
      }
    >
      <Form<LoginValues>
        form={form}
        name="login"
        layout="vertical"
        requiredMark={false}
        validateTrigger={validateTrigger}
        onFinish={onFinish}
        onFinishFailed={markSubmitted}
        initialValues={{ email: '', password: '' }}
      >
        <EmailField />
        <PasswordField
          label="Password"
          name="password"
          rules={[rule((value) => typeof value === 'string' && value.length >= 1, AUTH_MESSAGES.passwordRequired)]}
          autoComplete="current-password"
          placeholder="Your password"
        />
        <AuthSubmit loading={isLoading} idle="Login" busy="Logging in..." />
      </Form>
    </AuthCard>
  );
}
