import type { OpportunitiesResponse } from '@overlay/contracts';
import { mergeRaceRows } from '@overlay/domain';
import type { Opportunity } from '@overlay/domain';
import { createOpportunityApp } from '../../../test/fixtures/opportunity-app';
import type { OpportunityApp } from '../../../test/fixtures/opportunity-app';
import { RACE_A, RACE_B, RACE_C } from '../../../test/fixtures/opportunity-market';

// `races=` (docs/architecture.md, "The dashboard follows the market"): the named races' rows of
// the whole reply with their places, so a page holding the whole reply can merge them in and hold
// what a fresh whole read gives.
describe('GET /api/opportunities?races= (the dashboard follows the market)', () => {
  let fx: OpportunityApp;
  const read = async (query: string): Promise<OpportunitiesResponse> =>
    (await fx.get(`/api/opportunities?${query}`).expect(200)).body as OpportunitiesResponse;
  // A quote's age moves with the clock between two reads; everything else must be equal.
  const withoutAge = (rows: readonly Opportunity[]) => rows.map((row) => ({ ...row, priceAgeSeconds: null }));
  const racesOf = (rows: readonly Opportunity[]) => new Set(rows.map((row) => row.extRaceId));

  beforeAll(async () => {
    fx = await createOpportunityApp();
  });

  afterAll(async () => {
    await fx.close();
  });

  afterEach(async () => {
    fx.feed.write(fx.snapshot);
    await fx.refresh();
  });

  /** A moved price in A, a withdrawn runner in B, every price of C above the odds filter. */
  const change = async () => {
    const changed = structuredClone(fx.snapshot);
    changed.races[0].runners[0].prices[0].win = 3.5;
    changed.races[1].runners[1].scratched = true;
    for (const runner of changed.races[2].runners) for (const quote of runner.prices) quote.win = 60;
    fx.feed.write(changed);
    expect((await fx.refresh()).changed).toBe(true);
  };

  it('should give the named races rows of the whole reply, with their places and the whole count', async () => {
    const view = 'min_total_ev=-100&within_minutes=1440';
    const whole = await read(view);
    const part = await read(`${view}&races=${RACE_B},${RACE_A},${RACE_B}`);
    expect(part.part).toEqual({
      races: [RACE_B, RACE_A].sort(),
      after: expect.any(Array),
      total: whole.opportunities.length,
      cut: false,
    });
    // Each row follows, in the whole reply, the nearest row of a race not named.
    const anchorOf = (id: string) => {
      const at = whole.opportunities.findIndex((row) => row.id === id);
      const before = whole.opportunities.slice(0, at).reverse().find((row) => row.extRaceId !== RACE_A && row.extRaceId !== RACE_B);
      return before?.id ?? null;
    };
    expect(part.part!.after).toEqual(part.opportunities.map((row) => anchorOf(row.id)));
    expect(withoutAge(part.opportunities)).toEqual(withoutAge(whole.opportunities).filter((row) => row.extRaceId === RACE_A || row.extRaceId === RACE_B));
    expect(racesOf(part.opportunities)).toEqual(new Set([RACE_A, RACE_B]));
    expect(part.staleRaces).toEqual(whole.staleRaces);
    expect(part.marketFreshness).toEqual(whole.marketFreshness);
    // Not a race filter: ids nobody knows give no rows; none at all, or too many, is every race.
    expect((await read(`${view}&races=nope`)).opportunities).toEqual([]);
    expect((await read(`${view}&races=,`)).part).toBeUndefined();
  });

  it('should hold, after several changes merged by race, what a fresh whole read gives (a race whose rows vanish, a withdrawn runner)', async () => {
    const view = 'min_total_ev=-100&within_minutes=1440';
    let held = (await read(view)).opportunities;
    expect(racesOf(held)).toEqual(new Set([RACE_A, RACE_B, RACE_C]));
    const merge = async (races: string[]) => {
      const part = await read(`${view}&races=${races.join(',')}`);
      const merged = mergeRaceRows(held, { ...part.part!, rows: part.opportunities });
      expect(merged).not.toBeNull();
      held = merged!;
    };
    // One change after another, each merged on its own: A's price moves, B's runner 2 is withdrawn,
    // every price of C goes above the odds filter (its rows vanish).
    const changed = structuredClone(fx.snapshot);
    const steps: [string, () => void][] = [
      [RACE_A, () => (changed.races[0].runners[0].prices[0].win = 3.5)],
      [RACE_B, () => (changed.races[1].runners[1].scratched = true)],
      [RACE_C, () => changed.races[2].runners.forEach((runner) => runner.prices.forEach((quote) => (quote.win = 60)))],
    ];
    for (const [race, step] of steps) {
      step();
      fx.feed.write(changed);
      expect((await fx.refresh()).changed).toBe(true);
      await merge([race]);
    }
    const fresh = await read(view);
    expect(withoutAge(held)).toEqual(withoutAge(fresh.opportunities));
    expect(racesOf(held).has(RACE_C)).toBe(false);
    expect(held.some((row) => row.extRaceId === RACE_B && row.runnerNumber === 2)).toBe(false);
    // And back all at once: C's rows return, B's runner too, A's price goes back.
    fx.feed.write(fx.snapshot);
    await fx.refresh();
    await merge([RACE_A, RACE_B, RACE_C]);
    expect(racesOf(held)).toEqual(new Set([RACE_A, RACE_B, RACE_C]));
    expect(withoutAge(held)).toEqual(withoutAge((await read(view)).opportunities));
  });

  it('should let a cut reply merge only when sure: a merge equals the fresh whole read or says it cannot', async () => {
    const verdicts: string[] = [];
    for (const maxResults of [3, 6, 10, 15]) {
      const view = `min_total_ev=-100&within_minutes=1440&max_results=${maxResults}`;
      const held = (await read(view)).opportunities;
      await change();
      const part = await read(`${view}&races=${RACE_A},${RACE_B},${RACE_C}`);
      const merged = mergeRaceRows(held, { ...part.part!, rows: part.opportunities });
      const fresh = await read(view);
      expect(part.part!.cut).toBe(fresh.opportunities.length === maxResults);
      if (merged !== null) expect(withoutAge(merged)).toEqual(withoutAge(fresh.opportunities));
      verdicts.push(merged === null ? 'whole read' : 'merged');
      fx.feed.write(fx.snapshot);
      await fx.refresh();
    }
    // Some cut replies merge (rows only move about): the rule is not "never merge a cut reply".
    expect(verdicts).toContain('merged');
  });
});
