import { BOOKMAKERS } from '@overlay/domain';
import type { FairPriceMethod } from '@overlay/domain';
import type { ValuationService } from '../../valuation';
import { OpportunitiesRequestReader } from './opportunities-request.reader';

describe('Unit', () => {
  describe('OpportunitiesRequestReader', () => {
    let setting: FairPriceMethod | undefined;
    let bookmakers: readonly string[] | undefined;
    let reader: OpportunitiesRequestReader;

    beforeEach(() => {
      setting = undefined;
      bookmakers = undefined;
      const valuation = {
        peekFairMethod: (_id: string, override: FairPriceMethod | null) => override ?? setting,
        fairMethod: (_id: string, override: FairPriceMethod | null) => Promise.resolve(override ?? 'power'),
        peekBookmakers: () => bookmakers,
        bookmakers: () => Promise.resolve(BOOKMAKERS),
      } as unknown as ValuationService;
      reader = new OpportunitiesRequestReader(valuation);
    });

    it('should answer without a promise only when the setting and the bookmakers are in memory', () => {
      expect(reader.peekViewer('u1', null)).toBeUndefined();
      expect(reader.peekQuery('codes=GR')).toBeUndefined();
      setting = 'default';
      bookmakers = BOOKMAKERS;
      expect(reader.peekViewer('u1', null)).toEqual({ id: 'u1', fairMethod: 'default', promoContext: 'own' });
      expect(reader.peekQuery('codes=GR')).toMatchObject({ raceCodes: ['GR'] });
    });

    it('should hand the same objects to repeat reads, and a new viewer when the method changes', () => {
      setting = 'default';
      bookmakers = BOOKMAKERS;
      const viewer = reader.peekViewer('u1', null);
      expect(reader.peekViewer('u1', null)).toBe(viewer);
      expect(reader.peekQuery('codes=GR')).toBe(reader.peekQuery('codes=GR'));
      expect(reader.peekViewer('u1', 'shin')).toMatchObject({ fairMethod: 'shin' });
    });

    it('should wait for the setting and the bookmakers when they are not in memory', async () => {
      await expect(reader.read('max_results=5', 'u2', null)).resolves.toMatchObject({
        viewer: { id: 'u2', fairMethod: 'power', promoContext: 'own' },
        query: { maxResults: 5 },
      });
    });
  });
});
