import fc from 'fast-check';
import type { Promo, SnapshotRace } from '@overlay/domain';
import { defaultOpportunitiesQuery } from '@overlay/domain';
import { CARD_BOOKS, CARD_NOW, dayCard } from '../testing/day-card-arbitrary';
import { createEngineContext } from '../value/engine-context';
import { materialiseAll } from './materialise-opportunity';
import { buildOpportunityTable } from './opportunity-table';
import { queryOpportunityTableWithCount } from '../query/query-opportunity-table';
import { promo } from '../testing/test-fixtures';

const changed = (race: SnapshotRace): SnapshotRace => ({
  ...race,
  runners: race.runners.map((r, i) =>
    i === 0
      ? { ...r, prices: r.prices.map((p) => ({ ...p, win: p.win + 1 })) }
      : r,
  ),
});

describe('buildOpportunityTable with reused segments (property)', () => {
  it('should equal a full build when unchanged races keep their segments', () => {
    fc.assert(
      fc.property(dayCard(), fc.array(fc.boolean()), (card, moved) => {
        const context = createEngineContext({
          promos: card.promos,
          boosts: card.boosts,
          viewerId: 'viewer',
        });
        const before = buildOpportunityTable(card.races, context);
        const after = card.races.map((r, i) => (moved[i] ? changed(r) : r));
        const derived = buildOpportunityTable(after, context, (race, i) =>
          before.segments[i].race === race ? before.segments[i] : null,
        );
        const full = buildOpportunityTable(after, context);
        expect(materialiseAll(derived)).toEqual(materialiseAll(full));
        expect(derived.skipped).toEqual(full.skipped);
        const reusedOrBuilt = derived.segments.filter(
          (s, i) => s === before.segments[i],
        ).length;
        expect(reusedOrBuilt).toBe(after.filter((r, i) => !moved[i]).length);
      }),
      { numRuns: 100 },
    );
  });

  it("should let a viewer's table share the global segments of races its personal promos do not touch", () => {
    fc.assert(
      fc.property(dayCard(), (card) => {
        const personal: Promo = promo({
          id: 'zz-personal',
          bookmaker: CARD_BOOKS[0],
          promoType: 'BonusBack_2nd3rd',
          scope: 'races',
          raceExtIds: ['race-0'],
          visibility: 'personal',
          createdBy: 'viewer',
        });
        // The card's own personal promos would reach every race: keep its global ones only.
        const globalPromos = card.promos.filter(
          (p) => p.visibility === 'global',
        );
        const global = createEngineContext({
          promos: globalPromos,
          boosts: card.boosts,
        });
        const viewer = createEngineContext({
          promos: [...globalPromos, personal],
          boosts: card.boosts,
          viewerId: 'viewer',
        });
        const shared = buildOpportunityTable(card.races, global);
        const mine = buildOpportunityTable(card.races, viewer, (race, i) =>
          race.extRaceId === 'race-0' ? null : shared.segments[i],
        );
        const full = buildOpportunityTable(card.races, viewer);
        expect(materialiseAll(mine)).toEqual(materialiseAll(full));
        const query = {
          ...defaultOpportunitiesQuery([...CARD_BOOKS]),
          maxResults: 5,
          withinMinutes: 10080,
        };
        expect(queryOpportunityTableWithCount(mine, query, CARD_NOW)).toEqual(
          queryOpportunityTableWithCount(full, query, CARD_NOW),
        );
      }),
      { numRuns: 100 },
    );
  });
});
