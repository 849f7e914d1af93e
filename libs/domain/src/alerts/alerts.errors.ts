import { DomainError } from '../common/domain-error';

/** Per-user limits (docs/product.md "Alerts"): beyond them a create is refused. */
export const ALERT_LIMITS = { views: 50, rules: 20, webhooks: 5 } as const;

export type AlertErrorCode =
  | 'VIEW_NOT_FOUND'
  | 'VIEW_NAME_TAKEN'
  | 'VIEW_LIMIT'
  | 'VIEW_QUERY_INVALID'
  | 'ALERT_RULE_NOT_FOUND'
  | 'ALERT_RULE_LIMIT'
  | 'ALERT_RULE_INVALID'
  | 'WEBHOOK_NOT_FOUND'
  | 'WEBHOOK_LIMIT'
  | 'WEBHOOK_URL_INVALID'
  | 'WEBHOOK_URL_REFUSED';

const L = ALERT_LIMITS;

/** One sentence per rule, in the product's message style. */
export const ALERT_ERROR_MESSAGES: Record<AlertErrorCode, string> = {
  VIEW_NOT_FOUND: 'No saved view with this id',
  VIEW_NAME_TAKEN: 'A view with this name already exists',
  VIEW_LIMIT: `You can save at most ${L.views} views. Please delete one first`,
  VIEW_QUERY_INVALID: 'The view filters are not valid',
  ALERT_RULE_NOT_FOUND: 'No alert rule with this id',
  ALERT_RULE_LIMIT: `You can have at most ${L.rules} alert rules. Please delete one first`,
  ALERT_RULE_INVALID: 'The alert rule is not valid',
  WEBHOOK_NOT_FOUND: 'No webhook with this id',
  WEBHOOK_LIMIT: `You can add at most ${L.webhooks} webhooks. Please delete one first`,
  WEBHOOK_URL_INVALID: 'url must be an http or https address',
  WEBHOOK_URL_REFUSED:
    'Webhook address must not point to a private, loopback or link-local network',
};

export class AlertError extends DomainError<AlertErrorCode> {
  constructor(code: AlertErrorCode, message: string = ALERT_ERROR_MESSAGES[code]) {
    super(code, message);
  }
}
