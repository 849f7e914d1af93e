import type { AlertRule, HistoryEntry, SavedView, Webhook } from '@overlay/domain';

/** A saved view as the api answers it (the owner's id is implied by the caller). */
export function toViewJson(view: SavedView): Omit<SavedView, 'userId'> {
  const { userId: _owner, ...rest } = view;
  return rest;
}

export function toRuleJson(rule: AlertRule): Omit<AlertRule, 'userId'> {
  const { userId: _owner, ...rest } = rule;
  return rest;
}

/** A webhook without any secret (the repository never reads it for these). */
export function toWebhookJson(webhook: Webhook): Omit<Webhook, 'userId'> {
  const { userId: _owner, ...rest } = webhook;
  return rest;
}

export function toHistoryJson(entry: HistoryEntry): HistoryEntry {
  return entry;
}
