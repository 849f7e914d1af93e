import type { ReactNode } from 'react';

/**
 * Search of a select whose options are names (the bookmakers): the option named exactly as typed
 * comes first, so Enter takes it. Without this, typing 'Betr' and Enter chose 'BetRight', listed
 * before it, and a keyboard user could not pick Betr by its name (docs/architecture.md §6).
 */
export const EXACT_MATCH_FIRST = {
  filterSort: (a: { label?: ReactNode }, b: { label?: ReactNode }, { searchValue }: { searchValue: string }) => {
    const typed = searchValue.trim().toLowerCase();
    const exact = (o: { label?: ReactNode }) => String(o.label ?? '').toLowerCase() === typed;
    return Number(exact(b)) - Number(exact(a));
  },
};
