import {
  addRunner,
  betBoostError,
  clearDraft,
  dashboardLink,
  DRAFT_KEY,
  EMPTY_DRAFT,
  loadDraft,
  saveDraft,
} from '../model/bet-boost-draft';

const RUNNER = { raceExtId: 'r1', raceLabel: 'Flemington R1 (TB)', runnerExtId: 'x3', runnerLabel: '3. Zoom' };

describe('bet boost draft', () => {
  beforeEach(() => localStorage.clear());

  it('should keep the draft in browser storage until cleared', () => {
    const draft = { ...EMPTY_DRAFT, step: 2, bookmaker: 'Betr', raceExtId: 'r1', boosts: addRunner([], RUNNER) };
    saveDraft(draft);
    expect(loadDraft()).toEqual(draft);
    clearDraft();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(loadDraft()).toEqual(EMPTY_DRAFT);
  });

  it('should survive unreadable storage', () => {
    localStorage.setItem(DRAFT_KEY, '{not json');
    expect(loadDraft()).toEqual(EMPTY_DRAFT);
  });

  it('should add a runner once at the default odds of 3', () => {
    const once = addRunner([], RUNNER);
    expect(once).toEqual([{ ...RUNNER, boostedOdds: 3 }]);
    expect(addRunner(once, RUNNER)).toHaveLength(1);
  });

  it('should need a bookmaker and at least one boost', () => {
    const message = 'Please select a bookmaker and add at least one boost';
    expect(betBoostError(EMPTY_DRAFT)).toBe(message);
    expect(betBoostError({ ...EMPTY_DRAFT, bookmaker: 'Betr' })).toBe(message);
    expect(betBoostError({ ...EMPTY_DRAFT, bookmaker: 'Betr', boosts: addRunner([], RUNNER) })).toBeNull();
  });

  it('should link to the dashboard in the spec format', () => {
    expect(dashboardLink('flem-r1', 'Betr')).toBe(
      '/?race_id=flem-r1&bookmakers=Betr&within_minutes=1440&min_total_ev=-50',
    );
    expect(dashboardLink('r2', 'TAB NZ')).toBe(
      '/?race_id=r2&bookmakers=TAB%20NZ&within_minutes=1440&min_total_ev=-50',
    );
  });
});
