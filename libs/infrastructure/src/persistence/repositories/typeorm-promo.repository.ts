import { PromoRepository } from '@overlay/domain';
import type { NewPromo, Promo } from '@overlay/domain';
import type { DataSource, Repository } from 'typeorm';
import { PromoOrmEntity } from '../entities/promo.orm-entity';
import { toPromo, toPromoOrmEntity } from '../mappers/promo.mapper';
import { catalogVersion } from './catalog-version.sql';

export class TypeOrmPromoRepository extends PromoRepository {
  private readonly promos: Repository<PromoOrmEntity>;

  constructor(private readonly dataSource: DataSource) {
    super();
    this.promos = dataSource.getRepository(PromoOrmEntity);
  }

  async findAll(): Promise<Promo[]> {
    const entities = await this.promos.find({
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return entities.map(toPromo);
  }

  async findVisibleTo(userId: string): Promise<Promo[]> {
    const entities = await this.promos
      .createQueryBuilder('p')
      .where(`p.visibility = 'global' OR p.created_by = :userId`, { userId })
      .orderBy('p.created_at', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .getMany();
    return entities.map(toPromo);
  }

  version(): Promise<number> {
    return catalogVersion(this.dataSource, 'promos');
  }

  async create(promo: NewPromo): Promise<Promo> {
    const saved = await this.promos.save(
      this.promos.create(toPromoOrmEntity(promo)),
    );
    return toPromo(saved);
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.promos.delete({ id });
    return (result.affected ?? 0) > 0;
  }
}
