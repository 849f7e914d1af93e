import { BOOKMAKERS, BookmakerRepository } from '@overlay/domain';
import type { BookmakerRecord } from '@overlay/domain';
import type { DataSource, Repository } from 'typeorm';
import { BookmakerOrmEntity } from '../entities/bookmaker.orm-entity';
import { toBookmakerRecord } from '../mappers/bookmaker.mapper';

export class TypeOrmBookmakerRepository extends BookmakerRepository {
  private readonly bookmakers: Repository<BookmakerOrmEntity>;

  constructor(dataSource: DataSource) {
    super();
    this.bookmakers = dataSource.getRepository(BookmakerOrmEntity);
  }

  async findAll(): Promise<BookmakerRecord[]> {
    const entities = await this.bookmakers.find();
    return entities.sort(byListOrder).map(toBookmakerRecord);
  }

  async findActiveNames(): Promise<string[]> {
    const entities = await this.bookmakers.findBy({ isActive: true });
    return entities.sort(byListOrder).map((entity) => entity.name);
  }

  async addCustom(name: string): Promise<BookmakerRecord> {
    const trimmed = name.trim();
    await this.bookmakers.query(
      `INSERT INTO bookmakers (name, is_custom) VALUES ($1, true)
       ON CONFLICT ((lower(name))) DO UPDATE SET is_active = true`,
      [trimmed],
    );
    const entity = await this.bookmakers
      .createQueryBuilder('b')
      .where('lower(b.name) = lower(:name)', { name: trimmed })
      .getOneOrFail();
    return toBookmakerRecord(entity);
  }
}

/** The 17 static bookmakers in the spec's order, then custom ones by name. */
function byListOrder(a: BookmakerOrmEntity, b: BookmakerOrmEntity): number {
  return rank(a) - rank(b) || a.name.toLowerCase().localeCompare(b.name.toLowerCase());
}

function rank(entity: BookmakerOrmEntity): number {
  const index = (BOOKMAKERS as readonly string[]).indexOf(entity.name);
  return index === -1 ? BOOKMAKERS.length : index;
}
