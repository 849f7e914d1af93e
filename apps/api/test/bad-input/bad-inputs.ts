/**
 * The bad inputs every DTO refuses (docs/architecture.md §5; prototype keys among them), each with the status it
 * must get. `valid` is a route's valid body from the authorization matrix ({} when it has none).
 */
export interface BadBody {
  name: string;
  status: number;
  contentType?: string;
  contentEncoding?: string;
  body(valid: Record<string, unknown>): string | Buffer;
}

const nested = (depth: number, open: string, close: string, inner = '1') =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

/** The valid body with `inserted` added to every text (or one such text added, when it has none). */
function withEveryText(inserted: string): (valid: Record<string, unknown>) => string {
  return (valid) => {
    const texts = Object.entries(valid).filter(([, value]) => typeof value === 'string');
    if (texts.length === 0) return JSON.stringify({ ...valid, name: `odd${inserted}text` });
    return JSON.stringify(
      Object.fromEntries(Object.entries(valid).map(([key, value]) => [key, typeof value === 'string' ? `${value}${inserted}` : value])),
    );
  };
}

/** The valid body with a byte that starts no UTF-8 character (0xFF) in every text. */
function withInvalidUtf8(valid: Record<string, unknown>): Buffer {
  const marked = Buffer.from(withEveryText('\u0001')(valid));
  return Buffer.from(marked.toString('latin1').replaceAll('\\u0001', '\xff'), 'latin1');
}

export const BAD_BODIES: BadBody[] = [
  { name: 'a 150 KB body', status: 413, body: (valid) => JSON.stringify({ ...valid, padding: 'a'.repeat(150_000) }) },
  {
    name: 'Content-Type: application/json; charset=bogus',
    status: 415,
    contentType: 'application/json; charset=bogus',
    body: (valid) => JSON.stringify(valid),
  },
  { name: 'Content-Encoding: gzip over a plain body', status: 400, contentEncoding: 'gzip', body: (valid) => JSON.stringify(valid) },
  { name: 'Content-Encoding: br over a plain body', status: 400, contentEncoding: 'br', body: (valid) => JSON.stringify(valid) },
  { name: 'Content-Encoding: compress (unsupported)', status: 415, contentEncoding: 'compress', body: (valid) => JSON.stringify(valid) },
  { name: 'arrays nested 5,000 deep', status: 400, body: () => `{"name":${nested(5000, '[', ']')}}` },
  { name: 'objects nested 4,000 deep', status: 400, body: () => nested(4000, '{"a":', '}') },
  { name: 'objects nested 40 deep', status: 400, body: () => nested(40, '{"a":', '}') },
  { name: 'a null character in every text', status: 400, body: withEveryText('\u0000') },
  // JSON's escapes can spell half a character; stored, it became U+FFFD with no audit row or event.
  { name: 'a lone surrogate (\\ud800) in every text', status: 400, body: withEveryText('\ud800') },
  { name: 'a lone low surrogate (\\udc00) in every text', status: 400, body: withEveryText('\udc00') },
  { name: 'bytes that are not UTF-8 in every text', status: 400, body: withInvalidUtf8 },
  { name: 'a null character in a field name', status: 400, body: (valid) => JSON.stringify({ ...valid, 'na\u0000me': 'x' }) },
  { name: 'malformed JSON', status: 400, body: () => '{"name": ' },
  { name: 'a JSON string instead of an object', status: 400, body: () => '"text"' },
  { name: "a '__proto__' key", status: 400, body: (valid) => `{"__proto__":{"role":"admin"},${JSON.stringify(valid).slice(1)}` },
  { name: "a 'constructor' key", status: 400, body: (valid) => JSON.stringify({ ...valid, constructor: { name: 'x' } }) },
  { name: "a 'prototype' key", status: 400, body: (valid) => JSON.stringify({ ...valid, prototype: {} }) },
];

export interface BadParam {
  name: string;
  value: string;
  /** The exact status, or null for "any 4xx" (a route may answer 404 for an id it does not know). */
  status: number | null;
}

export const BAD_PARAMS: BadParam[] = [
  { name: 'a null character', value: '%00', status: 400 },
  { name: 'a null character inside an id', value: 'race%00id', status: 400 },
  { name: 'a lone percent sign', value: '%', status: 400 },
  { name: 'invalid UTF-8', value: '%C3%28', status: 400 },
  { name: 'a 4,000 character id', value: 'r'.repeat(4000), status: null },
  { name: 'an encoded path climb', value: '..%2F..%2Fetc%2Fpasswd', status: null },
  { name: 'a bidirectional override', value: '%E2%80%AErace', status: null },
  { name: 'a control character', value: '%01', status: null },
];
