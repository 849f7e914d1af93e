import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createDataSourceOptions } from '../data-source-options';

/** A migrated DataSource on a database of its own, and the way to drop it after the spec. */
export interface ScratchDataSource {
  dataSource: DataSource;
  /** Closes the DataSource and drops its database. */
  close(): Promise<void>;
}

/**
 * For repository specs of the integration project: a fresh database named `${prefix}_<hex>` on the
 * integration server (OVERLAY_TEST_PG_URL, embedded or DATABASE_URL), migrated like the api's.
 */
export async function openScratchDataSource(
  prefix: string,
): Promise<ScratchDataSource> {
  const serverUrl = new URL(process.env.OVERLAY_TEST_PG_URL ?? '');
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: serverUrl.toString() });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl.toString());
  url.pathname = `/${name}`;
  const dataSource = new DataSource(createDataSourceOptions(url.toString()));
  await dataSource.initialize();
  return {
    dataSource,
    close: async () => {
      await dataSource.destroy();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
