import { randomUUID } from 'node:crypto';
import { can, promoFamily } from '@overlay/domain';
import type { AlertCandidate, AlertMessage, PromoType, UserRole } from '@overlay/domain';

const countsBonusBet = (type: PromoType | null): boolean =>
  type !== null && (promoFamily(type) === 'BonusBack' || promoFamily(type) === 'Token');

/**
 * The alert for a candidate row (docs/product.md §10, "Channels"). Its link opens the row's race
 * on the live page for an owner who may use it (docs/product.md §6), else the dashboard with
 * the view's filters and the race.
 */
export function alertMessage(c: AlertCandidate, viewQuery: string, ownerRole: UserRole | undefined, publicUrl: string): AlertMessage {
  const { row } = c;
  const query = new URLSearchParams(viewQuery);
  query.set('race_id', row.extRaceId);
  const live = ownerRole !== undefined && can(ownerRole, 'use_live_tracker');
  return {
    alertId: randomUUID(),
    userId: c.rule.userId,
    reason: c.reason,
    raceId: row.extRaceId,
    venue: row.venue,
    raceNumber: row.raceNumber,
    startTime: row.startTime,
    startTimeLocal: row.startTimeLocal ?? null,
    runnerName: row.runnerName,
    runnerNumber: row.runnerNumber,
    bookmaker: row.bookmaker,
    price: row.price,
    fairPrice: row.fairPrice,
    // A fraction in the message (0.12 = 12 %); rows carry EV %.
    ev: row.totalEV / 100,
    promo: row.promoType ?? (row.isBoosted ? 'boost' : null),
    // Alert rows are valued in the global context (no live override, no viewer's measured
    // retention): a bonus bet or token counts at the promo's value multiplier (docs/ev-model.md §10).
    retentionOrigin: countsBonusBet(row.promoType) ? 'promo' : null,
    stake: c.stake,
    url: live ? `${publicUrl}/admin/live/${encodeURIComponent(row.extRaceId)}` : `${publicUrl}/?${query.toString()}`,
  };
}
