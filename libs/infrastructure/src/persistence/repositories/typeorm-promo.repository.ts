import { PromoRepository } from '@overlay/domain';
import type { NewPromo, Promo, PromoChanges, PromoListing, Transaction } from '@overlay/domain';
import type { DataSource, Repository } from 'typeorm';
import { PromoOrmEntity } from '../entities/promo.orm-entity';
import { toPromo, toPromoChanges, toPromoOrmEntity } from '../mappers/promo.mapper';
import { changedRows, managerFor } from '../typeorm-transaction';
import { catalogVersion } from './catalog-version.sql';

export class TypeOrmPromoRepository extends PromoRepository {
  private readonly promos: Repository<PromoOrmEntity>;

  constructor(private readonly dataSource: DataSource) {
    super();
    this.promos = dataSource.getRepository(PromoOrmEntity);
  }

  async findAll(): Promise<Promo[]> {
    const entities = await this.promos.find({ order: { createdAt: 'ASC', id: 'ASC' } });
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

  async create(promo: NewPromo, tx?: Transaction): Promise<Promo> {
    const promos = this.within(tx);
    return toPromo(await promos.save(promos.create(toPromoOrmEntity(promo))));
  }

  async delete(id: string, tx?: Transaction): Promise<boolean> {
    const result = await this.within(tx).delete({ id });
    return (result.affected ?? 0) > 0;
  }

  async listVisibleTo(userId: string): Promise<PromoListing[]> {
    const rows = await this.promos
      .createQueryBuilder('p')
      .leftJoin('users', 'u', 'u.id = p.created_by')
      .addSelect('u.name', 'author')
      .where(`p.visibility = 'global' OR p.created_by = :userId`, { userId })
      .orderBy('p.created_at', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .getRawAndEntities<{ author: string | null }>();
    return rows.entities.map((entity, i) => ({
      ...toPromo(entity),
      createdByName: rows.raw[i]?.author ?? null,
    }));
  }

  async findById(id: string): Promise<Promo | null> {
    const entity = await this.promos.findOneBy({ id });
    return entity ? toPromo(entity) : null;
  }

  async update(id: string, changes: PromoChanges, tx?: Transaction): Promise<Promo | null> {
    const promos = this.within(tx);
    const patch = toPromoChanges(changes);
    if (Object.keys(patch).length > 0) await promos.update({ id }, patch);
    const entity = await promos.findOneBy({ id });
    return entity ? toPromo(entity) : null;
  }

  async deleteVisibleTo(userId: string, tx?: Transaction): Promise<string[]> {
    const result: unknown = await managerFor(this.dataSource, tx).query(
      `DELETE FROM promos WHERE visibility = 'global' OR created_by = $1 RETURNING id`,
      [userId],
    );
    return changedRows<{ id: string }>(result).map((row) => row.id);
  }

  /** The promos table, inside `tx` when given. */
  private within(tx?: Transaction): Repository<PromoOrmEntity> {
    return tx ? managerFor(this.dataSource, tx).getRepository(PromoOrmEntity) : this.promos;
  }
}
