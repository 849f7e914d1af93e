import { DatabaseHealth } from '@overlay/domain';
import type { DataSource } from 'typeorm';

/** DatabaseHealth over the request pool: `SELECT 1`, and TypeORM's list of migrations not yet run. */
export class TypeOrmDatabaseHealth extends DatabaseHealth {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  /** The pool reconnects by itself, so a database that comes back is seen without a restart. */
  async answers(): Promise<boolean> {
    await this.dataSource.query('SELECT 1');
    return true;
  }

  migrationsPending(): Promise<boolean> {
    return this.dataSource.showMigrations();
  }
}
