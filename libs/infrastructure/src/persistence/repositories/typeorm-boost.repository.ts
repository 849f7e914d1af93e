import { BoostRepository } from '@overlay/domain';
import type { Boost, BoostLeg, NewBoost, Transaction } from '@overlay/domain';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { BoostOrmEntity } from '../entities/boost.orm-entity';
import { toBoost, toBoostOrmEntity } from '../mappers/boost.mapper';
import { managerFor } from '../typeorm-transaction';
import { catalogVersion } from './catalog-version.sql';

interface LegRow {
  boost_id: string;
  race_ext_id: string;
  runner_ext_id: string;
}

export class TypeOrmBoostRepository extends BoostRepository {
  private readonly boosts: Repository<BoostOrmEntity>;

  constructor(private readonly dataSource: DataSource) {
    super();
    this.boosts = dataSource.getRepository(BoostOrmEntity);
  }

  async findActive(): Promise<Boost[]> {
    const entities = await this.boosts.find({
      where: { isActive: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return this.withLegs(entities);
  }

  async findById(id: string): Promise<Boost | null> {
    const entity = await this.boosts.findOneBy({ id });
    return entity ? (await this.withLegs([entity]))[0] : null;
  }

  version(): Promise<number> {
    return catalogVersion(this.dataSource, 'boosts');
  }

  async create(boost: NewBoost, tx?: Transaction): Promise<Boost> {
    return (await this.createAll([boost], tx))[0];
  }

  createAll(boosts: readonly NewBoost[], tx?: Transaction): Promise<Boost[]> {
    const insertAll = async (manager: EntityManager) => {
      const created: Boost[] = [];
      for (const boost of boosts) created.push(await insert(manager, boost));
      return created;
    };
    return tx ? insertAll(managerFor(this.dataSource, tx)) : this.dataSource.transaction(insertAll);
  }

  async delete(id: string, tx?: Transaction): Promise<boolean> {
    const result = await managerFor(this.dataSource, tx).getRepository(BoostOrmEntity).delete({ id });
    return (result.affected ?? 0) > 0;
  }

  private async withLegs(entities: BoostOrmEntity[]): Promise<Boost[]> {
    const ids = entities.map((entity) => entity.id);
    const rows: LegRow[] =
      ids.length === 0
        ? []
        : await this.dataSource.query(
            'SELECT boost_id, race_ext_id, runner_ext_id FROM boost_legs WHERE boost_id = ANY($1) ORDER BY boost_id, position',
            [ids],
          );
    const legs = new Map<string, BoostLeg[]>();
    for (const row of rows) {
      const list = legs.get(row.boost_id) ?? [];
      list.push({ raceExtId: row.race_ext_id, runnerExtId: row.runner_ext_id });
      legs.set(row.boost_id, list);
    }
    return entities.map((entity) => {
      const boost = toBoost(entity);
      const own = legs.get(entity.id);
      return own ? { ...boost, legs: own } : boost;
    });
  }
}

async function insert(manager: EntityManager, boost: NewBoost): Promise<Boost> {
  const repository = manager.getRepository(BoostOrmEntity);
  const saved = toBoost(await repository.save(repository.create(toBoostOrmEntity(boost))));
  if (!boost.legs || boost.legs.length === 0) return saved;
  for (const [position, leg] of boost.legs.entries()) {
    await manager.query(
      'INSERT INTO boost_legs (boost_id, position, race_ext_id, runner_ext_id) VALUES ($1, $2, $3, $4)',
      [saved.id, position, leg.raceExtId, leg.runnerExtId],
    );
  }
  return { ...saved, legs: [...boost.legs] };
}
