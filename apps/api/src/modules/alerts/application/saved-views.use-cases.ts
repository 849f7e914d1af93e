import { Injectable } from '@nestjs/common';
import {
  ALERT_LIMITS,
  AlertError,
  EventBus,
  SavedViewRepository,
  TransactionRunner,
  VIEW_NAME_MAX,
  describeViewQuery,
  parseViewQuery,
} from '@overlay/domain';
import type { FairPriceMethod, SavedView, SavedViewInput, Transaction } from '@overlay/domain';
import { ValuationService } from '../../valuation';

export interface ViewChange {
  name?: string;
  query?: string;
  fairMethod?: FairPriceMethod | null;
  isDefault?: boolean;
}

/**
 * The signed-in user's saved views (docs/product.md "Alerts"): list, save, change, delete. A view's
 * query is checked as strictly as the dashboard's own filters and stored in canonical form, so
 * two spellings of one filter set are one view and a rule's rows are the dashboard's rows. A
 * change and its event are stored in one transaction.
 */
@Injectable()
export class SavedViewsUseCases {
  constructor(
    private readonly views: SavedViewRepository,
    private readonly valuation: ValuationService,
    private readonly bus: EventBus,
    private readonly transactions: TransactionRunner,
  ) {}

  list(userId: string): Promise<SavedView[]> {
    return this.views.list(userId);
  }

  async create(userId: string, change: Required<Pick<ViewChange, 'name' | 'query'>> & ViewChange): Promise<SavedView> {
    const input: SavedViewInput = {
      name: change.name.trim(),
      query: await this.canonicalQuery(change.query),
      fairMethod: change.fairMethod ?? null,
      isDefault: change.isDefault === true,
    };
    const saved = await this.views.create(userId, input, ALERT_LIMITS.views);
    if (saved === 'limit') throw new AlertError('VIEW_LIMIT');
    if (saved === 'name_taken') throw new AlertError('VIEW_NAME_TAKEN');
    return saved;
  }

  /**
   * The user's view of these filters and fair-price method, or a new one named after its filters
   * in words ("HR, TB · total EV ≥ 10 %"), numbered when the name is taken. `made`: saved now,
   * within `tx` (the caller's rule is stored with it or neither is).
   */
  async findOrSave(userId: string, query: string, fairMethod: FairPriceMethod | null, tx: Transaction): Promise<{ view: SavedView; made: boolean }> {
    const canonical = await this.canonicalQuery(query);
    const existing = (await this.views.list(userId, tx)).find((v) => v.query === canonical && v.fairMethod === fairMethod);
    if (existing !== undefined) return { view: existing, made: false };
    const words = describeViewQuery(canonical).join(' · ');
    const base = `${words.charAt(0).toUpperCase()}${words.slice(1)}`.slice(0, VIEW_NAME_MAX - 5).trim();
    for (let n = 1; n <= ALERT_LIMITS.views + 1; n += 1) {
      const name = n === 1 ? base : `${base} (${n})`;
      const saved = await this.views.create(userId, { name, query: canonical, fairMethod, isDefault: false }, ALERT_LIMITS.views, tx);
      if (saved === 'limit') throw new AlertError('VIEW_LIMIT');
      if (saved !== 'name_taken') return { view: saved, made: true };
    }
    throw new AlertError('VIEW_NAME_TAKEN');
  }

  async update(userId: string, id: string, change: ViewChange): Promise<SavedView> {
    const patch: Partial<SavedViewInput> = {
      ...(change.name !== undefined && { name: change.name.trim() }),
      ...(change.query !== undefined && { query: await this.canonicalQuery(change.query) }),
      ...(change.fairMethod !== undefined && { fairMethod: change.fairMethod }),
      ...(change.isDefault !== undefined && { isDefault: change.isDefault }),
    };
    return this.transactions.run(async (tx) => {
      const saved = await this.views.update(userId, id, patch, tx);
      if (saved === null) throw new AlertError('VIEW_NOT_FOUND');
      if (saved === 'name_taken') throw new AlertError('VIEW_NAME_TAKEN');
      // A view's query is what its rules are evaluated on.
      await this.bus.publishWithin(tx, 'alert_rules_changed', { userId });
      return saved;
    });
  }

  async delete(userId: string, id: string): Promise<void> {
    await this.transactions.run(async (tx) => {
      if (!(await this.views.delete(userId, id, tx))) throw new AlertError('VIEW_NOT_FOUND');
      await this.bus.publishWithin(tx, 'alert_rules_changed', { userId });
    });
  }

  private async canonicalQuery(query: string): Promise<string> {
    const { bookmakers } = await this.valuation.current('');
    const parsed = parseViewQuery(query, bookmakers);
    // The first broken rule is told (the error filter answers one sentence per domain error).
    if (parsed.canonical === null) throw new AlertError('VIEW_QUERY_INVALID', parsed.problems[0]);
    return parsed.canonical;
  }
}
