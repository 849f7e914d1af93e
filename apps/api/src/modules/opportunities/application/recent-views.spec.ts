import { BOOKMAKERS, parseOpportunitiesQuery } from '@overlay/domain';
import type { Viewer } from '../../valuation';
import { CompressedVariants } from '../../../common/http/compression/compressed-variants';
import type { OpportunitiesReply } from '../presenters/opportunities.presenter';
import { RECENT_VIEWS_MAX, RecentViews } from './recent-views';

const viewer = (id: string): Viewer => ({ id, fairMethod: 'default', commission: 0.07, retentionSource: 'promo', promoContext: 'own' });
const query = (raw: Record<string, string> = {}) => parseOpportunitiesQuery(raw, BOOKMAKERS);
const reply = (): OpportunitiesReply => {
  const body = Buffer.from('{"opportunities":[]}');
  return { body, etag: '"e"', variants: new CompressedVariants(body), validUntilMs: Infinity } as OpportunitiesReply;
};

describe('Unit', () => {
  describe('RecentViews', () => {
    it('should list the views read since a time, most recent first, one entry per viewer and filter set', () => {
      const views = new RecentViews();
      views.asked(viewer('u1'), query(), 'default', 1_000);
      views.asked(viewer('u2'), query(), 'default', 2_000);
      views.asked(viewer('u1'), query(), 'default', 3_000);
      views.asked(viewer('u3'), query(), 'default', 500);
      expect(views.since(1_000).map((view) => view.viewer.id)).toEqual(['u1', 'u2']);
      expect(views.since(0).map((view) => view.askedAtMs)).toEqual([500, 3_000, 2_000]);
    });

    it('should note a part read as its whole view, read by part only until the whole is read', () => {
      const views = new RecentViews();
      views.asked(viewer('u1'), query({ races: 'R1,R2' }), 'default', 1_000);
      const [byPart] = views.since(0);
      expect(byPart.query.races).toBeUndefined();
      expect(byPart.wholeAskedAtMs).toBeNull();
      views.asked(viewer('u1'), query(), 'default', 2_000, reply());
      expect(views.since(0)).toHaveLength(1);
      expect(views.since(0)[0].wholeAskedAtMs).toBe(2_000);
    });

    it('should name the codings the last whole reply was sent in', async () => {
      const views = new RecentViews();
      const sent = reply();
      views.asked(viewer('u1'), query(), 'default', 1_000, sent);
      expect(views.since(0)[0].codings).toEqual([]);
      await sent.variants.get('gzip');
      expect(views.since(0)[0].codings).toEqual(['gzip']);
    });

    it(`should keep the ${RECENT_VIEWS_MAX} most recently read views`, () => {
      const views = new RecentViews();
      for (let i = 0; i <= RECENT_VIEWS_MAX; i += 1) views.asked(viewer(`u${i}`), query(), 'default', i);
      const kept = views.since(0).map((view) => view.viewer.id);
      expect(kept).toHaveLength(RECENT_VIEWS_MAX);
      expect(kept).not.toContain('u0');
      expect(kept[0]).toBe(`u${RECENT_VIEWS_MAX}`);
    });
  });
});
