import { Alert, Button, Flex, Form, InputNumber, Select, Table, TimePicker } from 'antd';
import { ALERT_RULE_BOUNDS, ALERT_RULE_DEFAULTS } from '@overlay/domain';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-error';
import { useAlertRulesQuery, useCreateAlertRuleMutation, useDeleteAlertRuleMutation, useSavedViewsQuery } from '../api/alerts.api';
import type { RuleJson } from '../api/alerts.api';

interface RuleForm {
  viewId: string;
  minTotalEv: number;
  minStake?: number | null;
  maxMinutesToJump?: number | null;
  evStep?: number;
  dailyCap?: number;
  quiet?: [{ format(f: string): string }, { format(f: string): string }] | null;
}

const B = ALERT_RULE_BOUNDS;

/** Alert rules on saved views (docs/product.md §10): list, add, delete. */
export function AlertRulesPanel() {
  const { data: views = [] } = useSavedViewsQuery();
  const { data: rules = [] } = useAlertRulesQuery();
  const [createRule, creating] = useCreateAlertRuleMutation();
  const [deleteRule] = useDeleteAlertRuleMutation();
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const [form] = Form.useForm<RuleForm>();
  const viewName = (id: string) => views.find((v) => v.id === id)?.name ?? '—';

  const submit = async (values: RuleForm) => {
    setError(null);
    try {
      await createRule({
        viewId: values.viewId,
        minTotalEv: values.minTotalEv,
        minStake: values.minStake ?? null,
        maxMinutesToJump: values.maxMinutesToJump ?? null,
        evStep: values.evStep ?? ALERT_RULE_DEFAULTS.evStep,
        dailyCap: values.dailyCap ?? ALERT_RULE_DEFAULTS.dailyCap,
        quietStart: values.quiet ? values.quiet[0].format('HH:mm') : null,
        quietEnd: values.quiet ? values.quiet[1].format('HH:mm') : null,
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
        <Form.Item name="minTotalEv" label="Total EV ≥ (%)" rules={[{ required: true, message: 'Please enter an EV %' }]}>
          <InputNumber min={B.minTotalEv.min} max={B.minTotalEv.max} aria-label="Minimum total EV" />
        </Form.Item>
        <Form.Item name="minStake" label="Min stake ($)">
          <InputNumber min={B.minStake.min} max={B.minStake.max} aria-label="Minimum stake" />
        </Form.Item>
        <Form.Item name="maxMinutesToJump" label="Within (min of jump)">
          <InputNumber min={B.maxMinutesToJump.min} max={B.maxMinutesToJump.max} precision={0} aria-label="Minutes to the jump" />
        </Form.Item>
        <Form.Item name="evStep" label="Re-alert on EV rise (points)">
          <InputNumber min={B.evStep.min} max={B.evStep.max} placeholder={String(ALERT_RULE_DEFAULTS.evStep)} aria-label="EV step" />
        </Form.Item>
        <Form.Item name="dailyCap" label="Daily cap">
          <InputNumber min={B.dailyCap.min} max={B.dailyCap.max} precision={0} placeholder={String(ALERT_RULE_DEFAULTS.dailyCap)} aria-label="Daily cap" />
        </Form.Item>
        <Form.Item name="quiet" label="Quiet hours">
          <TimePicker.RangePicker format="HH:mm" order={false} aria-label="Quiet hours" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={creating.isLoading} disabled={views.length === 0}>
          Add rule
        </Button>
      </Form>
      {error && <Alert type="error" title={error} data-testid="rule-error" />}
      <Table<RuleJson>
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
          {
            title: '',
            render: (_, r) => (
              <Button size="small" danger onClick={() => void deleteRule(r.id)}>
                Delete
              </Button>
            ),
          },
        ]}
      />
    </Flex>
  );
}
