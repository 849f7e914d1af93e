import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseMarketSnapshot } from '@overlay/domain';
import type { FeedPing, MarketSnapshot, OddsFeed } from '@overlay/domain';
import { OddsFeedError } from '../odds-feed.error';
import { lineAndColumn, locateJsonError } from './json-error-position';

export interface FileOddsFeedOptions {
  /** FEED_FILE: a snapshot JSON (docs/architecture.md §3); relative paths are read from the working dir. */
  path: string;
}

/**
 * `ODDS_FEED=file`: reads the snapshot file again at every fetch, so editing or replacing the
 * file is a price move (replays, demos, black-box tests). A bad file throws a message naming the
 * file and the broken field; the refresh job then keeps the last good data.
 */
export class FileOddsFeed implements OddsFeed {
  readonly kind = 'file' as const;
  readonly path: string;
  private lastError: string | null = null;
  private lastSuccessAt: string | null = null;

  constructor(options: FileOddsFeedOptions) {
    if (!options.path?.trim()) {
      throw new OddsFeedError(
        'file',
        'ODDS_FEED=file needs FEED_FILE, the path of a snapshot JSON file',
      );
    }
    this.path = resolve(options.path.trim());
  }

  async fetchSnapshot(): Promise<MarketSnapshot> {
    try {
      const snapshot = await this.read();
      this.lastError = null;
      this.lastSuccessAt = new Date().toISOString();
      return snapshot;
    } catch (error) {
      this.lastError = (error as Error).message;
      throw error;
    }
  }

  async ping(): Promise<FeedPing> {
    const history = {
      lastError: this.lastError,
      lastSuccessAt: this.lastSuccessAt,
    };
    try {
      const snapshot = await this.read();
      return {
        ok: true,
        status: `OK: file ${this.path}, ${snapshot.races.length} races`,
        ...history,
      };
    } catch (error) {
      return { ok: false, status: (error as Error).message, ...history };
    }
  }

  private async read(): Promise<MarketSnapshot> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const reason =
        code === 'ENOENT'
          ? 'no such file'
          : code === 'EACCES'
            ? 'permission denied'
            : (error as Error).message;
      throw new OddsFeedError(
        'file',
        `FEED_FILE ${this.path} cannot be read: ${reason}`,
        { cause: error },
      );
    }
    // Editors on Windows save a byte-order mark that JSON.parse refuses.
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new OddsFeedError(
        'file',
        this.describeJsonError(text, error as Error),
        { cause: error },
      );
    }
    try {
      return parseMarketSnapshot(json);
    } catch (error) {
      throw new OddsFeedError(
        'file',
        `FEED_FILE ${this.path}: ${(error as Error).message}`,
        { cause: error },
      );
    }
  }

  private describeJsonError(text: string, error: Error): string {
    if (text.trim() === '')
      return `FEED_FILE ${this.path} is empty: expected a snapshot JSON`;
    const reported = /at position (\d+)/.exec(error.message);
    const offset = reported ? Number(reported[1]) : locateJsonError(text);
    const where =
      offset >= 0
        ? (({ line, column }) =>
            ` at line ${line}, column ${column} (position ${offset})`)(
            lineAndColumn(text, offset),
          )
        : '';
    return `FEED_FILE ${this.path} is not valid JSON${where}: ${error.message}`;
  }
}
