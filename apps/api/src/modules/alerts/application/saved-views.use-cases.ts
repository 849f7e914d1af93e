import { Injectable } from '@nestjs/common';
import { ALERT_LIMITS, AlertError, EventBus, SavedViewRepository, parseViewQuery } from '@overlay/domain';
import type { FairPriceMethod, SavedView, SavedViewInput } from '@overlay/domain';
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
 * two spellings of one filter set are one view and a rule's rows are the dashboard's rows.
 */
@Injectable()
export class SavedViewsUseCases {
  constructor(
    private readonly views: SavedViewRepository,
    private readonly valuation: ValuationService,
    private readonly bus: EventBus,
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

  async update(userId: string, id: string, change: ViewChange): Promise<SavedView> {
    const patch: Partial<SavedViewInput> = {
      ...(change.name !== undefined && { name: change.name.trim() }),
      ...(change.query !== undefined && { query: await this.canonicalQuery(change.query) }),
      ...(change.fairMethod !== undefined && { fairMethod: change.fairMethod }),
      ...(change.isDefault !== undefined && { isDefault: change.isDefault }),
    };
    const saved = await this.views.update(userId, id, patch);
    if (saved === null) throw new AlertError('VIEW_NOT_FOUND');
    if (saved === 'name_taken') throw new AlertError('VIEW_NAME_TAKEN');
    // A view's query is what its rules are evaluated on.
    this.bus.publish('alert_rules_changed', { userId });
    return saved;
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.views.delete(userId, id))) throw new AlertError('VIEW_NOT_FOUND');
    this.bus.publish('alert_rules_changed', { userId });
  }

  private async canonicalQuery(query: string): Promise<string> {
    const { bookmakers } = await this.valuation.current('');
    const parsed = parseViewQuery(query, bookmakers);
    // The first broken rule is told (the error filter answers one sentence per domain error).
    if (parsed.canonical === null) throw new AlertError('VIEW_QUERY_INVALID', parsed.problems[0]);
    return parsed.canonical;
  }
}
