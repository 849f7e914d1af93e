/** A user changed their saved views or alert rules: every instance's evaluator reads the rules again (docs/product.md §10). */
export interface AlertRulesChangedEvent {
  userId: string;
}
