import type { AlertRuleJson } from '@overlay/contracts';
import { Alert, Button, Flex, Form, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-error';
import { useAlertRulesQuery, useCreateAlertRuleMutation, useDeleteAlertRuleMutation, useSavedViewsQuery } from '../api/alerts.api';
import { AlertRuleFields, ruleFields } from './alert-rule-fields';
import type { RuleForm } from './alert-rule-fields';
import { EditAlertRuleDialog } from './edit-alert-rule-dialog';

/** Alert rules on saved views (docs/product.md §10): list, add, edit, delete. */
export function AlertRulesPanel() {
  const { data: views = [] } = useSavedViewsQuery();
  const { data: rules = [] } = useAlertRulesQuery();
  const [createRule, creating] = useCreateAlertRuleMutation();
  const [deleteRule] = useDeleteAlertRuleMutation();
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<AlertRuleJson | null>(null);
  const toast = useToast();
  const [form] = Form.useForm<RuleForm>();
  const viewName = (id: string) => views.find((v) => v.id === id)?.name ?? '—';

  const submit = async (values: RuleForm) => {
    setError(null);
    try {
      await createRule({
        viewId: values.viewId,
        ...ruleFields(values),
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      }).unwrap();
      form.resetFields();
      toast({ title: 'Saved', description: 'Alert rule added' });
    } catch (e) {
      setError(serverMessage(e, 'Failed to add alert rule'));
    }
  };

  return (
    <Flex vertical gap={12}>
      {views.length === 0 && <Alert type="info" title="Save a view on the dashboard first: a rule watches the rows of a view." />}
      <Form form={form} layout="inline" onFinish={(v) => void submit(v)} aria-label="New alert rule">
        <Form.Item name="viewId" label="View" rules={[{ required: true, message: 'Please select a view' }]}>
          <Select style={{ minWidth: 160 }} options={views.map((v) => ({ value: v.id, label: v.name }))} aria-label="View" />
        </Form.Item>
        <AlertRuleFields />
        <Button type="primary" htmlType="submit" loading={creating.isLoading} disabled={views.length === 0}>
          Add rule
        </Button>
      </Form>
      {error && <Alert type="error" title={error} data-testid="rule-error" />}
      <Table<AlertRuleJson>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={rules}
        aria-label="Alert rules"
        columns={[
          { title: 'View', render: (_, r) => viewName(r.viewId) },
          { title: 'Total EV ≥', render: (_, r) => `${r.minTotalEv}%` },
          { title: 'Min stake', render: (_, r) => (r.minStake === null ? '—' : `$${r.minStake}`) },
          { title: 'Step', render: (_, r) => `${r.evStep} pts` },
          { title: 'Quiet', render: (_, r) => (r.quietStart ? `${r.quietStart}–${r.quietEnd}` : '—') },
          { title: 'Cap', dataIndex: 'dailyCap' },
          { title: 'State', render: (_, r) => (r.enabled ? 'On' : <Tag>Off</Tag>) },
          {
            title: '',
            render: (_, r) => (
              <Flex gap={4}>
                <Button size="small" onClick={() => setEditing(r)} aria-label={`Edit rule on ${viewName(r.viewId)}`}>
                  Edit
                </Button>
                <Button size="small" danger onClick={() => void deleteRule(r.id)}>
                  Delete
                </Button>
              </Flex>
            ),
          },
        ]}
      />
      {editing && <EditAlertRuleDialog rule={editing} viewName={viewName(editing.viewId)} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
