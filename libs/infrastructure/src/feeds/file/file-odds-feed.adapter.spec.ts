import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SnapshotValidationError } from '@overlay/domain';
import type { MarketSnapshot, SnapshotRunner } from '@overlay/domain';
import { OddsFeedError } from '../odds-feed.error';
import { FileOddsFeed } from './file-odds-feed.adapter';

const GOOD = readFileSync(
  join(__dirname, '__fixtures__', 'good-snapshot.json'),
  'utf8',
);

describe('Unit', () => {
  describe('FileOddsFeed', () => {
    let dir: string;
    let file: string;
    let feed: FileOddsFeed;

    /** The good fixture with one edit applied to its parsed JSON. */
    const writeEdited = (edit: (json: MarketSnapshot) => void): void => {
      const json = JSON.parse(GOOD) as MarketSnapshot;
      edit(json);
      writeFileSync(file, JSON.stringify(json, null, 2));
    };
    const failureOf = async (): Promise<OddsFeedError> => {
      try {
        await feed.fetchSnapshot();
      } catch (error) {
        if (error instanceof OddsFeedError) return error;
        throw error;
      }
      throw new Error('expected the fetch to fail');
    };

    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'overlay-feed-'));
      file = join(dir, 'snapshot.json');
      feed = new FileOddsFeed({ path: file });
    });

    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('should read a good file and normalise it', async () => {
      writeFileSync(file, GOOD);
      const snapshot = await feed.fetchSnapshot();
      expect(snapshot.races).toHaveLength(2);
      expect(snapshot.races[1].startTime).toBe('2026-11-21T13:40:00.000Z');
      expect(snapshot.races[0].runners[0].prices[1]).toEqual({
        bookmaker: 'TAB',
        win: 3.4,
        place: null,
        placeK: null,
        boostedFrom: null,
        // The book's own quote time, normalised to UTC.
        lastUpdated: '2026-11-21T09:58:40.000Z',
      });
      expect(snapshot.races[0].runners[0].prices[0].lastUpdated).toBeNull();
      expect(feed.kind).toBe('file');
    });

    it("should read a final race's results", async () => {
      writeEdited((json) => {
        json.races[0].state = 'final';
        json.races[0].results = [[2], [1]];
      });
      const snapshot = await feed.fetchSnapshot();
      expect(snapshot.races[0].results).toEqual([[2], [1]]);
    });

    it('should refuse results naming a runner the race does not have, naming the field', async () => {
      writeEdited((json) => {
        json.races[0].state = 'final';
        json.races[0].results = [[2], [99]];
      });
      const error = await failureOf();
      expect(error.message).toContain(
        'races[0].results[1][0] is not the number of a runner in this race (got 99)',
      );
    });

    it('should refuse a quote time without a zone, naming the field', async () => {
      writeEdited((json) => {
        json.races[0].runners[0].prices[0].lastUpdated = '2026-11-21 09:58';
      });
      const error = await failureOf();
      expect(error.message).toContain(
        'races[0].runners[0].prices[0].lastUpdated must be an ISO-8601 date-time with a zone',
      );
    });

    it('should read the file again at every fetch, so a changed file is a price move', async () => {
      writeFileSync(file, GOOD);
      await feed.fetchSnapshot();
      writeEdited((json) => {
        json.races[0].runners[0].prices[0].win = 4.4;
      });
      const snapshot = await feed.fetchSnapshot();
      expect(snapshot.races[0].runners[0].prices[0].win).toBe(4.4);
    });

    it('should name the file, line, column and position of malformed JSON', async () => {
      writeFileSync(
        file,
        '{\n  "generatedAt": "2026-11-21T10:00:00Z",\n  "races": [}\n',
      );
      const error = await failureOf();
      expect(error.message).toContain(
        `FEED_FILE ${file} is not valid JSON at line 3, column 13 (position 55)`,
      );
    });

    it('should name the position when V8 reports none', async () => {
      writeFileSync(file, '{"generatedAt":}');
      const error = await failureOf();
      expect(error.message).toContain('at line 1, column 16 (position 15)');
    });

    it('should say an empty file is empty', async () => {
      writeFileSync(file, '  \n');
      expect((await failureOf()).message).toBe(
        `FEED_FILE ${file} is empty: expected a snapshot JSON`,
      );
    });

    it('should say a missing file is missing', async () => {
      expect((await failureOf()).message).toBe(
        `FEED_FILE ${file} cannot be read: no such file`,
      );
    });

    it.each([
      [
        'bad odds',
        (json: MarketSnapshot) =>
          (json.races[0].runners[1].prices[0].win = 0.9),
        'races[0].runners[1].prices[0].win must be decimal odds > 1 (got 0.9)',
      ],
      [
        'an unknown code',
        (json: MarketSnapshot) => Object.assign(json.races[1], { code: 'XX' }),
        'races[1].code must be one of TB, GR, HR (got "XX")',
      ],
      [
        'a missing id',
        (json: MarketSnapshot) =>
          delete (json.races[0].runners[2] as Partial<SnapshotRunner>).extId,
        'races[0].runners[2].extId must be a non-empty string (got nothing)',
      ],
      [
        'a duplicate race id',
        (json: MarketSnapshot) =>
          (json.races[1].extRaceId = 'flem-2026-11-21-r1'),
        'races[1].extRaceId repeats the id of an earlier race (got "flem-2026-11-21-r1")',
      ],
    ])(
      'should refuse %s naming the field and place',
      async (_case, edit, message) => {
        writeEdited(edit);
        const error = await failureOf();
        expect(error.message).toBe(`FEED_FILE ${file}: ${message}`);
        expect(error.cause).toBeInstanceOf(SnapshotValidationError);
      },
    );

    it('should accept a file saved with a byte-order mark', async () => {
      writeFileSync(file, `\ufeff${GOOD}`);
      await expect(feed.fetchSnapshot()).resolves.toHaveProperty('races');
    });

    it('should ping OK with the race count, and the error after a bad file', async () => {
      writeFileSync(file, GOOD);
      await feed.fetchSnapshot();
      expect(await feed.ping()).toMatchObject({
        ok: true,
        status: `OK: file ${file}, 2 races`,
        lastError: null,
      });
      writeEdited((json) => Object.assign(json.races[0], { state: 'running' }));
      await expect(feed.fetchSnapshot()).rejects.toThrow(
        'races[0].state must be one of',
      );
      const ping = await feed.ping();
      expect(ping.ok).toBe(false);
      expect(ping.status).toBe(
        `FEED_FILE ${file}: races[0].state must be one of open, closed, final, abandoned (got "running")`,
      );
      expect(ping.lastError).toBe(ping.status);
      expect(ping.lastSuccessAt).toEqual(expect.any(String));
    });

    it('should refuse to be built without a path', () => {
      expect(() => new FileOddsFeed({ path: ' ' })).toThrow(
        'ODDS_FEED=file needs FEED_FILE',
      );
    });
  });
});
