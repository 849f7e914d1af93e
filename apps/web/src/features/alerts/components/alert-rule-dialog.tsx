import type { AlertRuleJson, SavedViewJson } from '@overlay/contracts';
import { Alert, Form, Modal } from 'antd';
import {
  SelectField,
  SwitchField,
} from '../../../components/forms/choice-fields';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-error';
import {
  useAlertBookmakersQuery,
  useCreateAlertRuleMutation,
  useUpdateAlertRuleMutation,
} from '../api/alerts.api';
import {
  AlertRuleFields,
  ruleFields,
  ruleFormValues,
} from './alert-rule-fields';
import type { RuleForm } from './alert-rule-fields';

/**
 * Adds a rule on a saved view, or edits one (POST / PATCH /api/users/me/alert-rules). A new rule
 * takes this browser's time zone for its quiet hours; an edited one keeps the zone it was set in,
 * and its view (a rule on another view is a new rule).
 */
export function AlertRuleDialog({
  rule,
  views,
  onClose,
}: {
  rule: AlertRuleJson | null;
  views: readonly SavedViewJson[];
  onClose: () => void;
}) {
  const [create, creating] = useCreateAlertRuleMutation();
  const [update, updating] = useUpdateAlertRuleMutation();
  const { data: bookmakers = [] } = useAlertBookmakersQuery();
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<RuleForm>();
  const toast = useToast();
  const viewName =
    rule === null
      ? null
      : (views.find((v) => v.id === rule.viewId)?.name ?? 'a deleted view');

  const submit = async (values: RuleForm) => {
    setError(null);
    try {
      if (rule === null)
        await create({
          viewId: values.viewId,
          ...ruleFields(values),
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        }).unwrap();
      else
        await update({
          id: rule.id,
          ...ruleFields(values),
          enabled: values.enabled ?? true,
        }).unwrap();
      toast({
        title: 'Saved',
        description: rule === null ? 'Alert rule added' : 'Alert rule saved',
      });
      onClose();
    } catch (e) {
      setError(serverMessage(e, 'Failed to save the alert rule'));
    }
  };

  return (
    <Modal
      // The title wraps on a phone rather than running into the close button.
      title={
        <span
          style={{
            display: 'block',
            paddingRight: 24,
            overflowWrap: 'anywhere',
          }}
        >
          {rule === null
            ? 'New alert rule'
            : `Edit alert rule on '${viewName}'`}
        </span>
      }
      open
      okText={rule === null ? 'Add rule' : 'Save rule'}
      onOk={() => form.submit()}
      confirmLoading={creating.isLoading || updating.isLoading}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          rule === null
            ? { viewId: views[0]?.id, minTotalEv: 10, enabled: true }
            : ruleFormValues(rule)
        }
        onFinish={(v) => void submit(v)}
        aria-label={rule === null ? 'New alert rule' : 'Edit alert rule'}
      >
        {rule === null ? (
          <SelectField
            name="viewId"
            label="On the saved view"
            requiredMessage="Please select a view"
            options={views.map((v) => ({ value: v.id, label: v.name }))}
            aria-label="On the saved view"
          />
        ) : null}
        <AlertRuleFields bookmakers={bookmakers} />
        {rule !== null ? (
          <SwitchField name="enabled" label="On" aria-label="Rule on" />
        ) : null}
      </Form>
      {error ? (
        <Alert type="error" title={error} data-testid="rule-error" />
      ) : null}
    </Modal>
  );
}
