import { brotliCompress, constants, gzip } from 'node:zlib';
import type { BrotliOptions, ZlibOptions } from 'node:zlib';

/** The content codings the api sends, best first (brotli is ~15% smaller than gzip on our JSON). */
export type ContentCoding = 'br' | 'gzip';
const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip'];
const ALL_CODINGS: ReadonlySet<ContentCoding> = new Set(PREFERENCE);

/** Bodies below this many bytes are sent as they are: the framing would eat the gain. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

// Measured on a 1000-row opportunities reply (bench/wire-bytes.bench.ts): brotli quality 5 and
// gzip level 6 take a few milliseconds; quality 11 takes far longer for a few percent less.
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** The choice per Accept-Encoding header, remembered (cleared whole past this many headers). */
const MEMO_ENTRIES = 256;
const choices = new Map<string, ContentCoding | null>();

/**
 * The coding to send for an Accept-Encoding header: of the `offered` codings (br, gzip) the one
 * the client weighs highest (q > 0, by name or by `*`; br on a tie), else null (identity). A
 * missing header means identity (RFC 9110 §12.5.3 allows any coding then, but clients that
 * accept one say so).
 */
export function preferredCoding(
  acceptEncoding: string | string[] | undefined,
  offered: ReadonlySet<ContentCoding> = ALL_CODINGS,
): ContentCoding | null {
  if (acceptEncoding === undefined) return null;
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (header === '') return null;
  if (offered !== ALL_CODINGS) return chooseCoding(header, offered);
  // Browsers send a handful of distinct headers: the hot path reads each once.
  let chosen = choices.get(header);
  if (chosen === undefined) {
    chosen = chooseCoding(header, offered);
    if (choices.size >= MEMO_ENTRIES) choices.clear();
    choices.set(header, chosen);
  }
  return chosen;
}

function chooseCoding(header: string, offered: ReadonlySet<ContentCoding>): ContentCoding | null {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') continue;
    const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)).find((match) => match !== null);
    weights.set(coding, q ? Number(q[1]) : 1);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  let best: ContentCoding | null = null;
  for (const coding of PREFERENCE) {
    if (offered.has(coding) && weightOf(coding) > 0 && (best === null || weightOf(coding) > weightOf(best))) best = coding;
  }
  return best;
}

/** Compresses off the event loop (zlib's thread pool) with the api's settings for `coding`. */
export function compress(body: Buffer, coding: ContentCoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (coding === 'br') brotliCompress(body, brotliOptions(body.length), done);
    else gzip(body, gzipOptions, done);
  });
}

function brotliOptions(size: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

const gzipOptions: ZlibOptions = { level: GZIP_LEVEL };
