import type { AlertRuleJson } from '@overlay/contracts';
import { Alert, Form, Modal, Switch } from 'antd';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-error';
import { useUpdateAlertRuleMutation } from '../api/alerts.api';
import { AlertRuleFields, ruleFields, ruleFormValues } from './alert-rule-fields';
import type { RuleForm } from './alert-rule-fields';

/**
 * Edits one alert rule (PATCH /api/users/me/alert-rules/:id): its thresholds, quiet hours and
 * whether it is on. The view stays (a rule on another view is a new rule); so does the time zone
 * its quiet hours were set in.
 */
export function EditAlertRuleDialog({ rule, viewName, onClose }: { rule: AlertRuleJson; viewName: string; onClose: () => void }) {
  const [update, updating] = useUpdateAlertRuleMutation();
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const [form] = Form.useForm<RuleForm & { enabled: boolean }>();

  const submit = async (values: RuleForm & { enabled: boolean }) => {
    setError(null);
    try {
      await update({ id: rule.id, ...ruleFields(values), enabled: values.enabled }).unwrap();
      toast({ title: 'Saved', description: 'Alert rule saved' });
      onClose();
    } catch (e) {
      setError(serverMessage(e, 'Failed to save alert rule'));
    }
  };

  return (
    <Modal
      title={`Edit alert rule on '${viewName}'`}
      open
      okText="Save rule"
      onOk={() => form.submit()}
      confirmLoading={updating.isLoading}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ ...ruleFormValues(rule), enabled: rule.enabled }}
        onFinish={(v) => void submit(v)}
        aria-label="Edit alert rule"
      >
        <AlertRuleFields />
        <Form.Item name="enabled" label="On" valuePropName="checked">
          <Switch aria-label="Rule on" />
        </Form.Item>
      </Form>
      {error && <Alert type="error" title={error} data-testid="edit-rule-error" />}
    </Modal>
  );
}
