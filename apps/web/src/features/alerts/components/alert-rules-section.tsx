import type { AlertRuleJson } from '@overlay/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-error';
import {
  useAlertRulesQuery,
  useDeleteAlertRuleMutation,
  useSavedViewsQuery,
  useUpdateAlertRuleMutation,
} from '../api/alerts.api';
import { AlertRuleCard } from './alert-rule-card';
import { AlertRuleDialog } from './alert-rule-dialog';

/** Alerts → Rules: every rule on a saved view (docs/product.md §10), added, edited, turned off or deleted here. */
export function AlertRulesSection() {
  const { data: views = [] } = useSavedViewsQuery();
  const { data: rules = [], isLoading } = useAlertRulesQuery();
  const [updateRule] = useUpdateAlertRuleMutation();
  const [deleteRule] = useDeleteAlertRuleMutation();
  const [editing, setEditing] = useState<AlertRuleJson | 'new' | null>(null);
  const toast = useToast();
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast({ title: 'Saved', description: done });
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to change the rule'),
        variant: 'destructive',
      });
    }
  };
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text type="secondary" style={{ flex: '1 1 240px' }}>
          A rule watches a saved view and tells you once per runner and
          bookmaker when its total EV reaches the rule, again only when EV rises
          by the rule's step or comes back after falling below.
        </Typography.Text>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={views.length === 0}
          onClick={() => setEditing('new')}
        >
          New rule
        </Button>
      </Flex>
      {views.length === 0 ? (
        <Alert
          type="info"
          showIcon
          title="Save a view first"
          description="On the dashboard, choose Views → 'Alert me on these filters…' (or save the filters as a view): a rule watches the rows of a view."
        />
      ) : null}
      {isLoading ? (
        <Skeleton active />
      ) : rules.length === 0 ? (
        <Empty description="No alert rules yet" />
      ) : (
        <Flex vertical gap={12} role="list" aria-label="Alert rules">
          {rules.map((rule) => (
            <div role="listitem" key={rule.id}>
              <AlertRuleCard
                rule={rule}
                view={views.find((v) => v.id === rule.viewId)}
                onEdit={() => setEditing(rule)}
                onToggle={(enabled) =>
                  void run(
                    () => updateRule({ id: rule.id, enabled }).unwrap(),
                    enabled ? 'Rule turned on' : 'Rule turned off',
                  )
                }
                onDelete={() =>
                  void run(() => deleteRule(rule.id).unwrap(), 'Rule deleted')
                }
              />
            </div>
          ))}
        </Flex>
      )}
      {editing !== null ? (
        <AlertRuleDialog
          rule={editing === 'new' ? null : editing}
          views={views}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Flex>
  );
}
