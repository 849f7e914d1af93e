import type { DataSourceOptions } from 'typeorm';
import { UserOrmEntity } from './entities/user.orm-entity';
import { CreateUsers1763700000000 } from './migrations/1763700000000-create-users';

/** Every ORM entity, listed by class (no globs: the api runs from a compiled bundle). */
export const ORM_ENTITIES = [UserOrmEntity];

/** Every migration, in order. New ones are appended. */
export const MIGRATIONS = [CreateUsers1763700000000];

export function createDataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ORM_ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['error'],
    extra: { max: 10, connectionTimeoutMillis: 5000 },
  };
}
