/**
 * A backup file (docs/operations.md §6): gzip text, one record a line, `<kind>\t<JSON>`:
 * a header, then each table's rows as JSON arrays written by PostgreSQL itself (`row_to_json`,
 * so numbers and times keep their exact text), then an end line with every table's row count.
 * A file without its end line was cut short and is refused.
 */
export const BACKUP_MAGIC = 'overlay-backup';
export const BACKUP_END = 'end';
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupHeader {
  format: number;
  createdAt: string;
  /** Names of the migrations the backed-up database had run, in order. */
  migrations: string[];
  /** `server_version` of the database it came from. */
  server: string;
}

export interface BackupSummary {
  rows: Record<string, number>;
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
