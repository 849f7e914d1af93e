import { describe, expect, it } from 'vitest';
import { EXACT_MATCH_FIRST } from './exact-match-first';

describe('EXACT_MATCH_FIRST', () => {
  const options = ['BetRight', 'Betr', 'Betfair'].map((n) => ({ value: n, label: n }));
  const sorted = (searchValue: string) =>
    [...options].sort((a, b) => EXACT_MATCH_FIRST.filterSort(a, b, { searchValue })).map((o) => o.label);

  it('puts the option named exactly as typed first, case and spaces aside, the rest in their order', () => {
    expect(sorted('Betr')).toEqual(['Betr', 'BetRight', 'Betfair']);
    expect(sorted(' betr ')).toEqual(['Betr', 'BetRight', 'Betfair']);
    expect(sorted('Bet')).toEqual(['BetRight', 'Betr', 'Betfair']);
  });
});
