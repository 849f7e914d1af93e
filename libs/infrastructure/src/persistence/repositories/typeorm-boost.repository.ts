import { BoostRepository } from '@overlay/domain';
import type { Boost, NewBoost } from '@overlay/domain';
import type { DataSource, Repository } from 'typeorm';
import { BoostOrmEntity } from '../entities/boost.orm-entity';
import { toBoost, toBoostOrmEntity } from '../mappers/boost.mapper';
import { catalogVersion } from './catalog-version.sql';

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
    return entities.map(toBoost);
  }

  version(): Promise<number> {
    return catalogVersion(this.dataSource, 'boosts');
  }

  async create(boost: NewBoost): Promise<Boost> {
    const saved = await this.boosts.save(
      this.boosts.create(toBoostOrmEntity(boost)),
    );
    return toBoost(saved);
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.boosts.delete({ id });
    return (result.affected ?? 0) > 0;
  }
}
