import fc from 'fast-check';

/**
 * Bodies for the body fuzz test (body-fuzz.api-spec.ts): a route's valid body (from the
 * authorization matrix) with one to three of its values, at any depth, replaced by something
 * else, fields dropped or added, or the whole body replaced. Values reach where bugs hide: blank
 * and space-only texts, invisible and look-alike characters, lone surrogates, huge and tiny
 * numbers, wrong types, nulls, nested lists and objects.
 */

const awkwardTexts = fc.constantFrom(
  '',
  ' ',
  '   ',
  '\u3000',
  '\u200b',
  '\u200bTAB',
  'Neds\u17b5',
  '\u1160',
  '\u2800',
  'ТАВ',
  '\u202eevil',
  '\ufeff',
  '\ue000',
  '\u{e0041}',
  '\u0378',
  'a'.repeat(5000),
  '💥',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  'null',
  'true',
  '2026-13-45T25:61:00Z',
  '00000000-0000-4000-8000-000000000000',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'http://[::1]:22/',
  'javascript:alert(1)',
  'a@b',
  'a@b.co',
);
const text = fc.oneof(
  awkwardTexts,
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  // Any UTF-16 code unit: lone surrogates, controls, unassigned and private-use ones.
  fc.string({ unit: 'binary', maxLength: 12 }),
);
const number = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1, 2, 4, 100, 1e308, -1e308, 5e-324, 2 ** 31, 2 ** 53, 2 ** 53 + 2, 1e21, 0.1, 1.005, 1.01),
);
const scalar = fc.oneof(text, number, fc.boolean(), fc.constant(null));
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

type Path = (string | number)[];

/** Every place in `body` a value sits, objects and lists included (not the root). */
function pathsOf(body: unknown, at: Path = []): Path[] {
  if (body === null || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([key, child]) => {
    const path = [...at, Array.isArray(body) ? Number(key) : key];
    return [path, ...pathsOf(child, path)];
  });
}

function hasKey(body: unknown, key: string): boolean {
  return body !== null && typeof body === 'object' && Object.hasOwn(body, key);
}

/** A copy of `body` with `path` set to `replacement`, or removed when `drop`. */
function changed(body: unknown, path: Path, replacement: unknown, drop = false): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(body)) {
    const copy: unknown[] = [...body];
    if (rest.length === 0 && drop) copy.splice(Number(head), 1);
    else copy[Number(head)] = changed(copy[Number(head)], rest, replacement, drop);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(body as object) };
  if (rest.length === 0 && drop) delete copy[head];
  else copy[head] = changed(copy[head], rest, replacement, drop);
  return copy;
}

/**
 * Bodies near `valid`: what a careless or hostile client sends to the route that takes it.
 * `fields` are the names its DTO declares: each may be set, not only those `valid` sends.
 */
export function bodiesNear(valid: unknown, fields: readonly string[] = []): fc.Arbitrary<unknown> {
  const paths = [...pathsOf(valid), ...fields.filter((field) => !hasKey(valid, field)).map((field) => [field])];
  const variants: fc.Arbitrary<unknown>[] = [
    // An unknown field, or the whole body something else.
    fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), value).map(([key, added]) =>
      valid !== null && typeof valid === 'object' && !Array.isArray(valid) ? { ...valid, [key]: added } : added,
    ),
    value,
  ];
  if (paths.length > 0) {
    const place = fc.constantFrom(...paths);
    variants.push(
      fc.array(fc.tuple(place, value), { minLength: 1, maxLength: 3 }).map((changes) =>
        changes.reduce<unknown>((body, [path, replacement]) => changed(body, path, replacement), valid),
      ),
      fc.tuple(place, value).map(([path, replacement]) => changed(valid, path, replacement)),
      place.map((path) => changed(valid, path, undefined, true)),
    );
  }
  return fc.oneof(...variants);
}
