import { openScratchDataSource } from '../testing/scratch-data-source';
import type { ScratchDataSource } from '../testing/scratch-data-source';
import { TypeOrmTransactionRunner } from '../typeorm-transaction';
import { TypeOrmBookmakerRepository } from './typeorm-bookmaker.repository';

/** Look-alike names in the database (docs/product.md §5): the catalogue holds each name's skeletons under a unique key. */
describe('Integration', () => {
  describe('TypeOrmBookmakerRepository look-alike names', () => {
    let scratch: ScratchDataSource;
    let catalogue: TypeOrmBookmakerRepository;
    let transactions: TypeOrmTransactionRunner;

    beforeAll(async () => {
      scratch = await openScratchDataSource('overlay_bookmaker_keys');
      catalogue = new TypeOrmBookmakerRepository(scratch.dataSource);
      transactions = new TypeOrmTransactionRunner(scratch.dataSource);
    });

    afterAll(() => scratch.close());

    /** The stored names among `candidates`. */
    const stored = async (candidates: string[]) =>
      ((await scratch.dataSource.query('SELECT name FROM bookmakers WHERE name = ANY($1) ORDER BY name', [candidates])) as { name: string }[]).map(
        (row) => row.name,
      );

    it('should refuse a look-alike of a built-in source (keys the migration stored) and keep the same name as it is', async () => {
      expect(await catalogue.addCustom('ТАВ')).toEqual({ looksLike: 'TAB' });
      expect((await catalogue.addCustom('tab')).stored).toMatchObject({ name: 'TAB', isCustom: false });
      expect((await catalogue.addCustom('Zebet')).stored).toMatchObject({ name: 'Zebet', isCustom: true, isActive: true });
      expect(await catalogue.addCustom('Ζebet')).toEqual({ looksLike: 'Zebet' }); // Greek capital Zeta
      expect(await stored(['Zebet', 'Ζebet', 'ТАВ'])).toEqual(['Zebet']);
    });

    it('should make a look-alike added while another is being added wait, and refuse it once the first commits', async () => {
      let commit!: () => void;
      const committing = new Promise<void>((resolve) => (commit = resolve));
      let firstStored!: () => void;
      const firstAdded = new Promise<void>((resolve) => (firstStored = resolve));
      const first = transactions.run(async (tx) => {
        const outcome = await catalogue.addCustom('Kwikbet', tx);
        firstStored();
        await committing;
        return outcome;
      });
      await firstAdded;
      let settled = false;
      const second = catalogue.addCustom('Кwikbet').finally(() => (settled = true)); // Cyrillic Ka
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(settled).toBe(false);
      commit();
      expect((await first).stored).toMatchObject({ name: 'Kwikbet' });
      expect(await second).toEqual({ looksLike: 'Kwikbet' });
      expect(await stored(['Kwikbet', 'Кwikbet'])).toEqual(['Kwikbet']);
    });

    it('should free the name when the first add rolls back', async () => {
      let rollBack!: () => void;
      const rollingBack = new Promise<void>((resolve) => (rollBack = resolve));
      let firstStored!: () => void;
      const firstAdded = new Promise<void>((resolve) => (firstStored = resolve));
      const first = transactions
        .run(async (tx) => {
          await catalogue.addCustom('Betdeluxe', tx);
          firstStored();
          await rollingBack;
          throw new Error('refused after the add');
        })
        .catch((error: Error) => error.message);
      await firstAdded;
      const second = catalogue.addCustom('Bеtdeluxe'); // Cyrillic e
      rollBack();
      expect(await first).toBe('refused after the add');
      expect((await second).stored).toMatchObject({ name: 'Bеtdeluxe' });
      expect(await stored(['Betdeluxe', 'Bеtdeluxe'])).toEqual(['Bеtdeluxe']);
    });

    it('should store one of many look-alikes added at once', async () => {
      // Latin, Cyrillic e, Cyrillic i, a digit one, Cyrillic Er, and the same name in capitals.
      const variants = ['Picklebet', 'Pickleb\u0435t', 'P\u0456cklebet', 'Pick1ebet', '\u0420icklebet', 'PICKLEBET'];
      const outcomes = await Promise.all(variants.map((name) => catalogue.addCustom(name)));
      const winners = new Set(outcomes.flatMap((outcome) => (outcome.stored ? [outcome.stored.name] : [])));
      expect(winners.size).toBe(1);
      const [winner] = winners;
      for (const outcome of outcomes) expect(outcome.stored?.name ?? outcome.looksLike).toBe(winner);
      expect(await stored(variants)).toEqual([winner]);
    });

    it('should record every source a feed names, look-alikes too, and refuse a custom name looking like one', async () => {
      const at = new Date('2026-12-01T00:00:00Z');
      expect(
        await catalogue.recordSeen(
          [
            { name: 'Wagerly', kind: 'bookmaker' },
            { name: 'Wager1y', kind: 'bookmaker' },
          ],
          at,
        ).then((added) => added.sort()),
      ).toEqual(['Wager1y', 'Wagerly']);
      expect(await catalogue.addCustom('W\u0430gerly')).toEqual({ looksLike: 'Wagerly' }); // Cyrillic a
      expect(await stored(['Wagerly', 'Wager1y', 'W\u0430gerly'])).toEqual(['Wager1y', 'Wagerly']);
    });
  });
});
