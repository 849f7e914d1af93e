import { FeedSourceRepository } from '@overlay/domain';
import type { FeedSourceState } from '@overlay/domain';
import type { DataSource } from 'typeorm';
import { FeedSourceOrmEntity } from '../entities/feed-source.orm-entity';
import { toFeedSourceState } from '../mappers/feed-source.mapper';

export class TypeOrmFeedSourceRepository extends FeedSourceRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async find(source: string): Promise<FeedSourceState | null> {
    const entity = await this.dataSource.getRepository(FeedSourceOrmEntity).findOneBy({ source });
    return entity ? toFeedSourceState(entity) : null;
  }

  async currentDataVersion(): Promise<number> {
    const [row]: { version: string | null }[] = await this.dataSource.query(
      'SELECT max(data_version) AS version FROM feed_sources',
    );
    return Number(row.version ?? 0);
  }
}
