/**
 * The stored deliveries of new alerts, as common-table expressions to follow the one that
 * inserted the alerts (`source`: id, user_id, expires_at): one per channel of `channels` (a
 * text[] parameter) the alert's user has set up, one per enabled webhook, all due at `now`.
 * With `hold`, a channel that needs attention gets its delivery held, with the reason why.
 */
export function NEW_DELIVERIES_SQL(source: string, channels: string, now: string, hold: boolean): string {
  const held = hold ? 'a.reason IS NOT NULL' : 'false';
  return `targets AS (
         SELECT s.id AS alert_id, s.user_id, 'push'::text AS channel, NULL::uuid AS target_id, s.expires_at FROM ${source} s
          WHERE 'push' = ANY(${channels}) AND EXISTS (SELECT 1 FROM user_push_subscriptions p WHERE p.user_id = s.user_id)
         UNION ALL
         SELECT s.id, s.user_id, 'telegram', NULL, s.expires_at FROM ${source} s
          WHERE 'telegram' = ANY(${channels}) AND EXISTS (SELECT 1 FROM user_telegram_chats t WHERE t.user_id = s.user_id)
         UNION ALL
         SELECT s.id, s.user_id, 'email', NULL, s.expires_at FROM ${source} s
          WHERE 'email' = ANY(${channels}) AND EXISTS (SELECT 1 FROM user_email_channels e WHERE e.user_id = s.user_id)
         UNION ALL
         SELECT s.id, s.user_id, 'webhook', w.id, s.expires_at FROM ${source} s
           JOIN webhooks w ON w.user_id = s.user_id AND w.enabled
          WHERE 'webhook' = ANY(${channels})
       ), deliveries AS (
         INSERT INTO alert_deliveries (alert_id, user_id, channel, target_id, state, reason, next_attempt_at, expires_at, attempts)
         SELECT t.alert_id, t.user_id, t.channel, t.target_id,
                CASE WHEN ${held} THEN 'held' ELSE 'pending' END, CASE WHEN ${held} THEN a.reason END,
                ${now}, t.expires_at, 0
           FROM targets t
           LEFT JOIN alert_channel_attention a ON a.user_id = t.user_id AND a.channel = t.channel
         RETURNING delivery_id
       )`;
}
