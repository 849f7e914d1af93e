import type { Logger as TypeOrmLoggerPort } from 'typeorm';

/**
 * TypeORM's own logger prints a failed query's parameters, which can hold password hashes,
 * session ids or emails. This one logs the failed SQL and the error message only.
 */
export class RedactingTypeOrmLogger implements TypeOrmLoggerPort {
  logQuery(): void {
    // Queries are not logged (logging: ['error']).
  }

  logQueryError(error: string | Error, query: string): void {
    const message = error instanceof Error ? error.message : error;
    console.error(`[TypeORM] query failed: ${oneLine(query)} -- ${message}`);
  }

  logQuerySlow(time: number, query: string): void {
    console.warn(`[TypeORM] slow query (${time} ms): ${oneLine(query)}`);
  }

  logSchemaBuild(): void {
    // Schema changes are migrations; nothing to log.
  }

  logMigration(): void {
    // Quiet, as with `logging: ['error']`.
  }

  log(): void {
    // Pool warnings (e.g. a connection ended by the server) surface as query errors when they matter.
  }
}

function oneLine(sql: string): string {
  return sql.replace(/\s+/g, ' ').trim().slice(0, 500);
}
