import {
  ALERT_RULE_BOUNDS,
  describeViewQuery,
  parseOpportunitiesQuery,
} from '@overlay/domain';
import type { FairPriceMethod } from '@overlay/domain';
import { Alert, Form, Modal, Typography } from 'antd';
import {
  NumberField,
  PercentField,
} from '../../../components/forms/number-fields';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useToast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-error';
import { useCreateAlertRuleMutation } from '../api/alerts.api';

const B = ALERT_RULE_BOUNDS;

/** The threshold offered: the filters' own minimum total EV when they set one above 0, else 10 %. */
function suggestedThreshold(query: string): number {
  const minimum = parseOpportunitiesQuery(
    Object.fromEntries(new URLSearchParams(query)),
    [],
  ).minTotalEV;
  return minimum > 0 ? minimum : 10;
}

/**
 * "Alert me on these filters" (docs/product.md §10): a rule on the dashboard's current filters in
 * one step: the view of those filters is found, or saved for them, by the api. A chunk of its
 * own, loaded on the first click: the dashboard's first load carries no dialog.
 */
export function AlertMeDialog({
  query,
  fairMethod,
  onClose,
}: {
  query: string;
  fairMethod: FairPriceMethod | null;
  onClose: () => void;
}) {
  const [create, creating] = useCreateAlertRuleMutation();
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{
    minTotalEv: number;
    maxMinutesToJump: number | null;
  }>();
  const toast = useToast();
  const submit = async (values: {
    minTotalEv: number;
    maxMinutesToJump: number | null;
  }) => {
    setError(null);
    try {
      await create({
        view: { query, fairMethod },
        minTotalEv: values.minTotalEv,
        maxMinutesToJump: values.maxMinutesToJump ?? null,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      }).unwrap();
      toast({
        title: 'Alert rule added',
        description: 'Its alerts go to your channels. Manage it under Alerts.',
      });
      onClose();
    } catch (e) {
      setError(serverMessage(e, 'Failed to add the alert rule'));
    }
  };
  return (
    <Modal
      title="Alert me on these filters"
      open
      okText="Create alert"
      onOk={() => form.submit()}
      confirmLoading={creating.isLoading}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph
        type="secondary"
        style={{ overflowWrap: 'anywhere' }}
      >
        Filters: {describeViewQuery(query).join(' · ')}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          minTotalEv: suggestedThreshold(query),
          maxMinutesToJump: null,
        }}
        onFinish={(v) => void submit(v)}
        aria-label="Alert me on these filters"
      >
        <PercentField
          name="minTotalEv"
          label="When total EV reaches (%)"
          requiredMessage="Please enter an EV %"
          min={B.minTotalEv.min}
          max={B.minTotalEv.max}
          style={{ width: 140 }}
        />
        <NumberField
          name="maxMinutesToJump"
          label="Only within this many minutes of the jump"
          extra="Empty: any time before the jump."
          min={B.maxMinutesToJump.min}
          max={B.maxMinutesToJump.max}
          precision={0}
          suffix="min"
          style={{ width: 140 }}
        />
      </Form>
      {error ? (
        <Alert type="error" title={error} data-testid="alert-me-error" />
      ) : null}
      <Typography.Text type="secondary">
        Channels and history: <Link to="/alerts">Alerts</Link>.
      </Typography.Text>
    </Modal>
  );
}
