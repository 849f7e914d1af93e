import type { OpportunitiesResponse } from '@overlay/contracts';
import type { Opportunity } from '@overlay/domain';
import { followRaces } from '../api/follow-races';
import type { HeldEntry, RaceFollowerIo } from '../api/follow-races';

const row = (id: string): Opportunity => ({ id, extRaceId: id.split(':')[0] }) as Opportunity;
const ids = (rows: readonly Opportunity[]) => rows.map((r) => r.id);

/** A reply of a `races=` read whose rows follow `after` in the whole reply. */
function partReply(races: string[], rows: string[], after: (string | null)[], total: number): OpportunitiesResponse {
  return {
    opportunities: rows.map(row),
    lastUpdated: 'now',
    fairPriceMethod: 'multiplicative',
    commission: 0,
    part: { races, after, total, cut: false },
  } as OpportunitiesResponse;
}

function harness(held: string[]) {
  const entry: HeldEntry<{ opportunities: Opportunity[] }> = {
    data: { opportunities: held.map(row) },
    startedTimeStamp: 0,
    fulfilledTimeStamp: 0,
  };
  const reads: { races: readonly string[]; answer: (reply: OpportunitiesResponse | Error) => void }[] = [];
  let now = 1000;
  let reloads = 0;
  let heldBy = true;
  const io: RaceFollowerIo<{ opportunities: Opportunity[] }> = {
    read: (races) =>
      new Promise((resolve, reject) =>
        reads.push({ races, answer: (reply) => (reply instanceof Error ? reject(reply) : resolve(reply)) }),
      ),
    held: () => entry,
    apply: (_reply, rows) => (entry.data = { opportunities: rows }),
    reload: () => (reloads += 1),
    now: () => now,
    heldBySomeone: () => heldBy,
  };
  const follower = followRaces(io, 60_000);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    follower,
    entry,
    reads,
    settle,
    reloads: () => reloads,
    tick: (ms: number) => (now += ms),
    letGo: () => (heldBy = false),
  };
}

describe('followRaces (the dashboard follows the market)', () => {
  it('should read only the named races and merge them into the held rows in the whole reply\'s order', async () => {
    const h = harness(['a:1', 'b:1', 'a:2', 'c:1']);
    h.follower.changed(['b']);
    expect(h.reads.map((r) => r.races)).toEqual([['b']]);
    // b's runner 1 now ranks last, and a runner 2 row joins it: b:2 after a:2, b:1 after c:1.
    h.reads[0].answer(partReply(['b'], ['b:2', 'b:1'], ['a:2', 'c:1'], 5));
    await h.settle();
    expect(ids(h.entry.data!.opportunities)).toEqual(['a:1', 'a:2', 'b:2', 'c:1', 'b:1']);
    expect(h.reloads()).toBe(0);
  });

  it('should read one part at a time, and the names heard meanwhile together next', async () => {
    const h = harness(['a:1', 'b:1', 'c:1']);
    h.follower.changed(['a']);
    h.follower.changed(['b']);
    h.follower.changed(['c', 'b']);
    expect(h.reads).toHaveLength(1);
    h.reads[0].answer(partReply(['a'], ['a:1'], [null], 3));
    await h.settle();
    expect(h.reads.map((r) => r.races)).toEqual([['a'], ['b', 'c']]);
    // A race whose rows vanish leaves.
    h.reads[1].answer(partReply(['b', 'c'], [], [], 1));
    await h.settle();
    expect(ids(h.entry.data!.opportunities)).toEqual(['a:1']);
  });

  it('should read the whole reply when the event names no race, the read fails, the merge cannot be sure, or the server sends no part', async () => {
    const h = harness(['a:1', 'b:1']);
    h.follower.changed(null);
    expect(h.reloads()).toBe(1);
    h.follower.changed(['a']);
    h.reads[0].answer(new Error('503'));
    await h.settle();
    expect(h.reloads()).toBe(2);
    h.follower.changed(['a']);
    // Follows a row the page does not hold.
    h.reads[1].answer(partReply(['a'], ['a:1'], ['z:9'], 2));
    await h.settle();
    expect(h.reloads()).toBe(3);
    h.follower.changed(['a']);
    h.reads[2].answer({ ...partReply(['a'], ['a:1'], [null], 2), part: undefined });
    await h.settle();
    expect(h.reloads()).toBe(4);
    expect(ids(h.entry.data!.opportunities)).toEqual(['a:1', 'b:1']);
  });

  it('should drop a part that a whole read started after it overtook', async () => {
    const h = harness(['a:1', 'b:1']);
    h.follower.changed(['a']);
    h.tick(10);
    h.entry.startedTimeStamp = 1005;
    h.entry.data = { opportunities: [row('b:1'), row('a:1')] };
    h.reads[0].answer(partReply(['a'], [], [], 1));
    await h.settle();
    expect(ids(h.entry.data.opportunities)).toEqual(['b:1', 'a:1']);
    expect(h.reloads()).toBe(0);
  });

  it('should read nothing for an entry nobody holds (kept a while only)', () => {
    const h = harness(['a:1']);
    h.letGo();
    h.follower.changed(['a']);
    h.follower.changed(null);
    expect(h.reads).toHaveLength(0);
    expect(h.reloads()).toBe(0);
  });

  it('should say a whole read is due once a minute after the last one', () => {
    const h = harness([]);
    h.entry.fulfilledTimeStamp = 1000;
    expect(h.follower.wholeReadDue()).toBe(false);
    h.tick(59_999);
    expect(h.follower.wholeReadDue()).toBe(false);
    h.tick(1);
    expect(h.follower.wholeReadDue()).toBe(true);
  });
});
