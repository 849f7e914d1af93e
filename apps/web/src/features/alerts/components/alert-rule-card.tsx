import type { AlertRuleJson, SavedViewJson } from '@overlay/contracts';
import { describeViewQuery } from '@overlay/domain';
import {
  Button,
  Card,
  Descriptions,
  Flex,
  Popconfirm,
  Switch,
  Tag,
  Typography,
} from 'antd';

/** A rule's conditions, each as the person reads it ('any' where the rule sets nothing). */
function ruleTerms(
  rule: AlertRuleJson,
): { label: string; value: string }[] {
  return [
    { label: 'Total EV', value: `≥ ${rule.minTotalEv} %` },
    {
      label: 'Books',
      value:
        rule.bookmakers.length > 0
          ? rule.bookmakers.join(', ')
          : 'all of the view',
    },
    {
      label: 'Codes',
      value: rule.codes.length > 0 ? rule.codes.join(', ') : 'all of the view',
    },
    {
      label: 'Window',
      value:
        rule.maxMinutesToJump === null
          ? 'any time before the jump'
          : `within ${rule.maxMinutesToJump} min of the jump`,
    },
    {
      label: 'Min stake',
      value: rule.minStake === null ? 'any' : `$${rule.minStake}`,
    },
    // Matched betting (docs/ev-model.md §10), shown only when the rule asks for it.
    ...(rule.minLockedEv != null ? [{ label: 'Min locked EV', value: `${rule.minLockedEv}%` }] : []),
    ...(rule.minRating != null ? [{ label: 'Min rating', value: `${rule.minRating}%` }] : []),
    { label: 'Again when EV rises', value: `${rule.evStep} pts` },
    { label: 'Daily cap', value: String(rule.dailyCap) },
    {
      label: 'Quiet',
      value: rule.quietStart
        ? `${rule.quietStart}–${rule.quietEnd} (${rule.timeZone})`
        : 'never',
    },
  ];
}

/** One alert rule: its view and filters in words, its conditions, on/off, edit, delete (asks first). */
export function AlertRuleCard({
  rule,
  view,
  onEdit,
  onToggle,
  onDelete,
}: {
  rule: AlertRuleJson;
  view: SavedViewJson | undefined;
  onEdit: () => void;
  onToggle: (enabled: boolean) => void;
  onDelete: () => void;
}) {
  const name = view?.name ?? 'A deleted view';
  // A view made from the dashboard's filters is named by them: say them once.
  const words = view ? describeViewQuery(view.query).join(' · ') : null;
  return (
    <Card
      size="small"
      data-testid="alert-rule"
      title={
        <Flex vertical style={{ minWidth: 0, padding: '4px 0' }}>
          <Typography.Text
            strong
            style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}
          >
            {name} {rule.enabled ? null : <Tag>Off</Tag>}
          </Typography.Text>
          {words && words.toLowerCase() !== name.toLowerCase() ? (
            <Typography.Text
              type="secondary"
              style={{
                whiteSpace: 'normal',
                fontWeight: 'normal',
                overflowWrap: 'anywhere',
              }}
            >
              {words}
            </Typography.Text>
          ) : null}
        </Flex>
      }
      extra={
        <Switch
          checked={rule.enabled}
          onChange={onToggle}
          aria-label={`Rule on '${name}' on`}
        />
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        items={ruleTerms(rule).map((t) => ({
          key: t.label,
          label: t.label,
          children: t.value,
        }))}
      />
      <Flex gap={8} wrap style={{ marginTop: 8 }}>
        <Button
          size="small"
          onClick={onEdit}
          aria-label={`Edit rule on '${name}'`}
        >
          Edit
        </Button>
        <Popconfirm
          title={`Delete the rule on '${name}'?`}
          description="Its alerts stop; the history stays."
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={onDelete}
        >
          <Button size="small" danger aria-label={`Delete rule on '${name}'`}>
            Delete
          </Button>
        </Popconfirm>
      </Flex>
    </Card>
  );
}
