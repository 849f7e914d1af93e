import { BookmakerRepository, byCatalogueOrder } from '@overlay/domain';
import type { BookmakerRecord, CustomBookmakerOutcome, PriceSource, Transaction } from '@overlay/domain';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { nameSkeletons } from '../../text/name-skeletons';
import { BookmakerOrmEntity } from '../entities/bookmaker.orm-entity';
import { toBookmakerRecord } from '../mappers/bookmaker.mapper';
import { TypeOrmTransaction, managerFor } from '../typeorm-transaction';

// One statement: new names added (switched on), known ones keep their spelling and switch, take
// the feed's kind and move their last-seen time. DISTINCT ON: an upsert may touch a row once.
// A new name's look-alike keys are stored too; the feed is never refused, so a key another
// source holds stays that source's (a custom name then looking like either is refused).
const RECORD_SEEN = `
  WITH seen AS (
    SELECT DISTINCT ON (lower(btrim(name))) btrim(name) AS name, kind
    FROM unnest($1::text[], $2::text[]) AS s(name, kind)
    WHERE btrim(name) <> ''
  ), recorded AS (
    INSERT INTO bookmakers AS b (name, kind, first_seen_at, last_seen_at)
    SELECT name, kind, $3, $3 FROM seen
    ON CONFLICT ((lower(name))) DO UPDATE SET
      kind = EXCLUDED.kind,
      first_seen_at = coalesce(b.first_seen_at, EXCLUDED.first_seen_at),
      last_seen_at = greatest(b.last_seen_at, EXCLUDED.last_seen_at)
    RETURNING b.name, (xmax = 0) AS added
  ), keyed AS (
    INSERT INTO bookmaker_name_keys (key, name)
    SELECT k.key, r.name FROM recorded r JOIN unnest($4::text[], $5::text[]) AS k(name, key) ON lower(btrim(k.name)) = lower(r.name)
    WHERE r.added
    ON CONFLICT DO NOTHING
  )
  SELECT name, added FROM recorded`;

/** Stores a new name's keys; those another name holds are left out (RETURNING gives the stored ones). */
const HOLD_KEYS = `
  INSERT INTO bookmaker_name_keys (key, name) SELECT key, $2 FROM unnest($1::text[]) AS k(key)
  ON CONFLICT DO NOTHING RETURNING key`;

/** The name holding the first of the keys (in their order) that another name holds. */
const HOLDER_OF = `
  SELECT h.name FROM unnest($1::text[]) WITH ORDINALITY AS k(key, i) JOIN bookmaker_name_keys h USING (key)
  ORDER BY k.i LIMIT 1`;

export class TypeOrmBookmakerRepository extends BookmakerRepository {
  private readonly bookmakers: Repository<BookmakerOrmEntity>;

  constructor(private readonly dataSource: DataSource) {
    super();
    this.bookmakers = dataSource.getRepository(BookmakerOrmEntity);
  }

  async findAll(): Promise<BookmakerRecord[]> {
    const entities = await this.bookmakers.find();
    return entities.sort(byCatalogueOrder).map(toBookmakerRecord);
  }

  async findActiveNames(): Promise<string[]> {
    const entities = await this.bookmakers.findBy({ isActive: true, kind: 'bookmaker' });
    return entities.sort(byCatalogueOrder).map((entity) => entity.name);
  }

  async addCustom(name: string, tx?: Transaction): Promise<CustomBookmakerOutcome> {
    if (!tx) return this.dataSource.transaction((manager) => this.addCustomWith(manager, name));
    if (!(tx instanceof TypeOrmTransaction)) throw new Error('Not a TypeORM transaction');
    return this.addCustomWith(tx.manager, name);
  }

  /**
   * Within a savepoint, so a look-alike leaves nothing in the caller's transaction. A key held by
   * a name added at the same moment waits for that transaction: once it commits the key is taken
   * (this name is the look-alike), and if it rolls back the key is free.
   */
  private async addCustomWith(manager: EntityManager, name: string): Promise<CustomBookmakerOutcome> {
    const trimmed = name.trim();
    await manager.query('SAVEPOINT add_custom_bookmaker');
    // A name the catalogue holds stays as it is: an admin's switch is not an editor's to undo.
    const added: unknown[] = await manager.query(
      `INSERT INTO bookmakers (name, is_custom) VALUES ($1, true) ON CONFLICT DO NOTHING RETURNING name`,
      [trimmed],
    );
    if (added.length > 0) {
      const keys = nameSkeletons(trimmed);
      const held: unknown[] = await manager.query(HOLD_KEYS, [keys, trimmed]);
      if (held.length < keys.length) {
        await manager.query('ROLLBACK TO SAVEPOINT add_custom_bookmaker');
        const [holder] = (await manager.query(HOLDER_OF, [keys])) as { name: string }[];
        return { looksLike: holder.name };
      }
    }
    await manager.query('RELEASE SAVEPOINT add_custom_bookmaker');
    const stored = await manager
      .getRepository(BookmakerOrmEntity)
      .createQueryBuilder('b')
      .where('lower(b.name) = lower(:name)', { name: trimmed })
      .getOneOrFail();
    return { stored: toBookmakerRecord(stored) };
  }

  async recordSeen(sources: readonly PriceSource[], at: Date): Promise<string[]> {
    if (sources.length === 0) return [];
    const keys = sources.flatMap((source) => nameSkeletons(source.name).map((key) => [source.name, key] as const));
    const rows: { name: string; added: boolean }[] = await this.bookmakers.query(RECORD_SEEN, [
      sources.map((source) => source.name),
      sources.map((source) => source.kind),
      at,
      keys.map(([name]) => name),
      keys.map(([, key]) => key),
    ]);
    return rows.filter((row) => row.added).map((row) => row.name);
  }

  async setActive(name: string, isActive: boolean, tx?: Transaction): Promise<BookmakerRecord | null> {
    const bookmakers = managerFor(this.dataSource, tx).getRepository(BookmakerOrmEntity);
    await bookmakers
      .createQueryBuilder()
      .update()
      .set({ isActive })
      .where('lower(name) = lower(:name)', { name: name.trim() })
      .execute();
    const entity = await bookmakers.createQueryBuilder('b').where('lower(b.name) = lower(:name)', { name: name.trim() }).getOne();
    return entity ? toBookmakerRecord(entity) : null;
  }
}
