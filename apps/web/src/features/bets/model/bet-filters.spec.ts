import { readBetFilters, toApiFilters, writeBetFilters } from './bet-filters';

describe('bet log filters', () => {
  it('should round-trip through the URL, leaving empty filters out', () => {
    const filters = {
      from: '2026-11-01',
      to: '',
      bookmaker: 'Betr',
      code: 'TB',
      promoType: '',
    };
    const search = writeBetFilters(filters);
    expect(search.toString()).toBe('from=2026-11-01&bookmaker=Betr&code=TB');
    expect(readBetFilters(search)).toEqual(filters);
  });

  it('should send a day range as local start of the first day to local end of the last', () => {
    const api = toApiFilters({
      from: '2026-11-01',
      to: '2026-11-02',
      bookmaker: '',
      code: '',
      promoType: '',
    });
    expect(api.from).toBe(new Date(2026, 10, 1).toISOString());
    expect(api.to).toBe(new Date(2026, 10, 2, 23, 59, 59, 999).toISOString());
  });
});
