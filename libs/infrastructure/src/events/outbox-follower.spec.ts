import { OutboxFollower } from './outbox-follower';
import type { PostgresEventOutbox, OutboxRow } from './postgres-event-outbox';

/** An outbox table in memory whose reads fail as often as asked (a connection being cut). */
class FlakyOutbox {
  rows: OutboxRow[] = [];
  failures = 0;

  store(...ids: number[]): void {
    for (const id of ids) this.rows.push({ id, origin: 'other', name: 'promo_deleted', payload: { id: `p${id}` } });
  }

  private read<T>(answer: () => T): Promise<T> {
    if (this.failures > 0) {
      this.failures -= 1;
      return Promise.reject(new Error('terminating connection due to administrator command'));
    }
    return Promise.resolve(answer());
  }

  latestId = () => this.read(() => Math.max(0, ...this.rows.map((row) => row.id)));
  after = (id: number) => this.read(() => this.rows.filter((row) => row.id > id));
  byId = (id: number) => this.read(() => this.rows.find((row) => row.id === id) ?? null);
}

function follower(outbox: FlakyOutbox) {
  const delivered: number[] = [];
  const log = { warn: jest.fn(), error: jest.fn() };
  const follow = new OutboxFollower('self', outbox as unknown as PostgresEventOutbox, (row) => delivered.push(row.id), log);
  return { follow, delivered, log };
}

describe('Unit', () => {
  describe('OutboxFollower', () => {
    it('should deliver what was stored after the bus started, though the first catch-up failed meanwhile', async () => {
      const outbox = new FlakyOutbox();
      outbox.store(1, 2, 3);
      const { follow, delivered } = follower(outbox);
      await follow.begin();
      outbox.failures = 1; // the connection is cut as LISTEN comes up
      const caughtUp = follow.connected();
      outbox.store(4, 5); // published by another instance before the retry (100 ms later)
      await caughtUp;
      // Before begin(), the retry read the newest id then (5) as the starting point: 4 and 5 were lost.
      expect(delivered).toEqual([4, 5]);
    });

    it('should not replay what was stored before the bus started', async () => {
      const outbox = new FlakyOutbox();
      outbox.store(1, 2, 3);
      const { follow, delivered } = follower(outbox);
      await follow.begin();
      await follow.connected();
      expect(delivered).toEqual([]);
    });

    it('should take its starting point at the first LISTEN when the read at start failed', async () => {
      const outbox = new FlakyOutbox();
      outbox.store(1, 2);
      const { follow, delivered, log } = follower(outbox);
      outbox.failures = 1;
      await follow.begin();
      expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/starting point when it listens/));
      outbox.store(3);
      await follow.connected();
      outbox.store(4);
      await follow.notice({ i: 4, o: 'other' });
      expect(delivered).toEqual([4]);
    });

    it('should deliver each event once and in order across a lost connection, and never its own', async () => {
      const outbox = new FlakyOutbox();
      const { follow, delivered } = follower(outbox);
      await follow.begin();
      await follow.connected();
      outbox.store(1);
      await follow.notice({ i: 1, o: 'other', n: 'promo_deleted', p: { id: 'p1' } });
      // LISTEN lost: 2 and 3 are stored unheard, 4 is this instance's own.
      outbox.store(2, 3);
      outbox.rows.push({ id: 4, origin: 'self', name: 'promo_deleted', payload: {} });
      const caughtUp = follow.connected();
      // A notice heard while catching up waits, so it cannot overtake 2 and 3.
      outbox.store(5);
      const early = follow.notice({ i: 5, o: 'other', n: 'promo_deleted', p: { id: 'p5' } });
      await caughtUp;
      await early;
      await follow.notice({ i: 3, o: 'other' }); // a late repeat
      expect(delivered).toEqual([1, 2, 3, 5]);
    });

    it('should hold a notice heard while its connection is coming up until it has caught up', async () => {
      const outbox = new FlakyOutbox();
      const { follow, delivered } = follower(outbox);
      await follow.begin();
      await follow.connected();
      follow.disconnected(); // LISTEN killed
      outbox.store(1, 2, 3); // published while nobody listened
      outbox.store(4);
      // The new connection's first LISTEN is in place, the others not yet: 4's notice arrives.
      await follow.notice({ i: 4, o: 'other', n: 'promo_deleted', p: { id: 'p4' } });
      expect(delivered).toEqual([]);
      await follow.connected();
      // Taken at once, 4 moved the last id seen past 1–3, which the catch-up then skipped.
      expect(delivered).toEqual([1, 2, 3, 4]);
    });

    it('should hold notices from the start until the first catch-up', async () => {
      const outbox = new FlakyOutbox();
      const { follow, delivered } = follower(outbox);
      await follow.begin();
      outbox.store(1, 2);
      await follow.notice({ i: 2, o: 'other', n: 'promo_deleted', p: { id: 'p2' } });
      expect(delivered).toEqual([]);
      await follow.connected();
      expect(delivered).toEqual([1, 2]);
    });

    it('should catch up an id that became visible after a higher one was heard', async () => {
      const outbox = new FlakyOutbox();
      const { follow, delivered } = follower(outbox);
      await follow.begin();
      await follow.connected();
      outbox.store(2); // another instance's id 1 is taken, not yet committed
      await follow.notice({ i: 2, o: 'other', n: 'promo_deleted', p: { id: 'p2' } });
      follow.disconnected();
      outbox.store(1); // committed while nobody listened
      await follow.connected();
      expect(delivered).toEqual([2, 1]);
    });

    it('should read an event too big for NOTIFY again when the read fails', async () => {
      const outbox = new FlakyOutbox();
      const { follow, delivered } = follower(outbox);
      await follow.begin();
      await follow.connected();
      outbox.store(1, 2);
      outbox.failures = 2;
      await follow.notice({ i: 1, o: 'other' });
      await follow.notice({ i: 2, o: 'other', n: 'promo_deleted', p: { id: 'p2' } });
      expect(delivered).toEqual([1, 2]);
    });
  });
});
