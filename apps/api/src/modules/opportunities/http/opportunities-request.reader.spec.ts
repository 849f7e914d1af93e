import { BETTING_SETTINGS_DEFAULTS, BOOKMAKERS } from '@overlay/domain';
import type { BettingSettings } from '@overlay/domain';
import type { ValuationService } from '../../valuation';
import { OpportunitiesRequestReader } from './opportunities-request.reader';

const NONE = { fairMethod: null, commission: null };

describe('Unit', () => {
  describe('OpportunitiesRequestReader', () => {
    let settings: BettingSettings | undefined;
    let bookmakers: readonly string[] | undefined;
    let reader: OpportunitiesRequestReader;

    beforeEach(() => {
      settings = undefined;
      bookmakers = undefined;
      const valuation = {
        peekViewerSettings: () => settings,
        viewerSettings: () => Promise.resolve({ ...BETTING_SETTINGS_DEFAULTS, fairMethod: 'power', commissionPct: 5 }),
        peekBookmakers: () => bookmakers,
        bookmakers: () => Promise.resolve(BOOKMAKERS),
      } as unknown as ValuationService;
      reader = new OpportunitiesRequestReader(valuation);
    });

    it('should answer without a promise only when the settings and the bookmakers are in memory', () => {
      expect(reader.peekViewer('u1', NONE)).toBeUndefined();
      expect(reader.peekQuery('codes=GR')).toBeUndefined();
      settings = BETTING_SETTINGS_DEFAULTS;
      bookmakers = BOOKMAKERS;
      expect(reader.peekViewer('u1', NONE)).toEqual({
        id: 'u1',
        fairMethod: 'default',
        commission: 0.07,
        retentionSource: 'promo',
        promoContext: 'own',
      });
      expect(reader.peekQuery('codes=GR')).toMatchObject({ raceCodes: ['GR'] });
    });

    it('should hand the same objects to repeat reads, and another viewer when an override names another method or commission', () => {
      settings = BETTING_SETTINGS_DEFAULTS;
      bookmakers = BOOKMAKERS;
      const viewer = reader.peekViewer('u1', NONE);
      expect(reader.peekViewer('u1', NONE)).toBe(viewer);
      expect(reader.peekQuery('codes=GR')).toBe(reader.peekQuery('codes=GR'));
      expect(reader.peekViewer('u1', { fairMethod: 'shin', commission: null })).toMatchObject({ fairMethod: 'shin', commission: 0.07 });
      expect(reader.peekViewer('u1', { fairMethod: null, commission: 0.08 })).toMatchObject({ fairMethod: 'default', commission: 0.08 });
      expect(reader.peekViewer('u1', NONE)).toBe(viewer);
    });

    it('should wait for the settings and the bookmakers when they are not in memory', async () => {
      await expect(reader.read('max_results=5', 'u2', NONE)).resolves.toMatchObject({
        viewer: { id: 'u2', fairMethod: 'power', commission: 0.05, promoContext: 'own' },
        query: { maxResults: 5 },
      });
    });
  });
});
