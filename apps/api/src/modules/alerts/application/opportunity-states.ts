import type { AlertKeyState, AlertLogRepository } from '@overlay/domain';

/**
 * Each rule's opportunities as stored (`alert_keys`), read once when an instance starts leading
 * and kept in step with what each pass stores (docs/product.md §10, "Once per opportunity").
 * The database stays the judge of what is sent: this copy only saves asking it about rows that
 * would not alert anyway.
 */
export class OpportunityStates {
  private byRule: Map<string, Map<string, AlertKeyState>> | null = null;

  constructor(private readonly log: AlertLogRepository) {}

  /** Forget everything (a new leader reads it again). */
  reset(): void {
    this.byRule = null;
  }

  async current(): Promise<ReadonlyMap<string, ReadonlyMap<string, AlertKeyState>>> {
    this.byRule ??= await this.log.loadKeys();
    return this.byRule;
  }

  set(ruleId: string, key: string, state: AlertKeyState): void {
    if (this.byRule === null) return;
    let keys = this.byRule.get(ruleId);
    if (keys === undefined) this.byRule.set(ruleId, (keys = new Map()));
    keys.set(key, state);
  }

  markBelow(ruleId: string, key: string): void {
    const state = this.byRule?.get(ruleId)?.get(key);
    if (state !== undefined) state.below = true;
  }

  /** Drops the opportunities of races that started before `beforeMs`: they can never alert again. */
  forgetStartedBefore(beforeMs: number): void {
    for (const keys of this.byRule?.values() ?? []) for (const [key, state] of keys) if (state.startMs < beforeMs) keys.delete(key);
  }
}
