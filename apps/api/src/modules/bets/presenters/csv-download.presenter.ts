import { once } from 'node:events';
import type { Response } from 'express';

/**
 * Streams a CSV download: the header line, then each chunk as it comes, waiting for the socket to
 * drain between chunks (a slow client holds one chunk in memory, not the file). The first chunk is
 * read before anything is sent, so a failure there still answers a JSON error; a failure later can
 * only cut the download short. A client that leaves stops the reading.
 */
export async function sendCsvDownload(
  response: Response,
  filename: string,
  header: string,
  chunks: AsyncIterable<string>,
): Promise<void> {
  const iterator = chunks[Symbol.asyncIterator]();
  let next = await iterator.next();
  response.status(200);
  response.setHeader('Content-Type', 'text/csv; charset=utf-8');
  response.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  response.setHeader('Cache-Control', 'no-store');
  response.write(header);
  try {
    while (!next.done) {
      if (response.destroyed) break;
      if (!response.write(next.value)) await once(response, 'drain');
      next = await iterator.next();
    }
    response.end();
  } catch (error) {
    response.destroy(error as Error);
  } finally {
    await iterator.return?.(undefined);
  }
}
