import type { AdminBookmakerRow } from '@overlay/contracts';
import { kindCounts, visibleSources } from './source-rows';

const row = (name: string, kind: AdminBookmakerRow['kind']): AdminBookmakerRow => ({
  name,
  kind,
  colour: '#000000',
  isActive: true,
  isCustom: false,
  firstSeenAt: null,
  lastSeenAt: null,
});
const ROWS = [row('TAB', 'bookmaker'), row('Bet365', 'bookmaker'), row('TAB Tote', 'tote'), row('Betfair', 'exchange')];

describe('price source rows', () => {
  it('should show one kind or all, and the names holding the search', () => {
    expect(visibleSources(ROWS, 'all', '').map((r) => r.name)).toEqual(['TAB', 'Bet365', 'TAB Tote', 'Betfair']);
    expect(visibleSources(ROWS, 'tote', '').map((r) => r.name)).toEqual(['TAB Tote']);
    expect(visibleSources(ROWS, 'all', 'tab').map((r) => r.name)).toEqual(['TAB', 'TAB Tote']);
    expect(visibleSources(ROWS, 'bookmaker', 'BET-365').map((r) => r.name)).toEqual(['Bet365']);
  });

  it('should count each kind', () => {
    expect(kindCounts(ROWS)).toEqual({ all: 4, bookmaker: 2, tote: 1, exchange: 1 });
  });
});
