/** Deeper than any body the api takes (its deepest is 2), far below what would overflow a stack. */
export const MAX_JSON_DEPTH = 32;

/** Keys that name an object's prototype machinery: refused as unknown fields wherever they appear. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const LONE_SURROGATE = 'must be well-formed Unicode text (it holds half of a character, a lone surrogate)';

export type BodyProblem = { kind: 'too-deep' } | { kind: 'field'; messages: string[] };

/**
 * Walks a parsed JSON body without recursion (so its own depth cannot hurt) and reports what
 * no handler may see: nesting deeper than MAX_JSON_DEPTH, a null character in a key or a text
 * (PostgreSQL refuses it, and nothing legitimate sends it), a lone surrogate (`"\ud800"`: JSON
 * lets an escape spell half a character, which is no text at all and would be stored as U+FFFD),
 * and prototype keys. Returns null when the body is fine.
 */
export function inspectJsonBody(body: unknown): BodyProblem | null {
  const messages = new Set<string>();
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: body, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof value === 'string') {
      if (value.includes('\0')) messages.add(`${path ? `'${path}'` : 'The body'} must not contain a null character`);
      if (!value.isWellFormed()) messages.add(`${path ? `'${path}'` : 'The body'} ${LONE_SURROGATE}`);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return { kind: 'too-deep' };
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes('\0')) {
        messages.add('Field names must not contain a null character');
        continue;
      }
      if (!key.isWellFormed()) {
        messages.add(`Field names ${LONE_SURROGATE}`);
        continue;
      }
      if (!Array.isArray(value) && PROTOTYPE_KEYS.has(key)) {
        messages.add(`Unknown field '${childPath}'`);
        continue;
      }
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return messages.size > 0 ? { kind: 'field', messages: [...messages] } : null;
}
