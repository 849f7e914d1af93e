import { hasUnsafeCharacters } from '../user/user.errors';

/**
 * Characters that draw nothing (zero-width space and non-joiner, word joiner and the invisible
 * operators, byte-order mark, soft hyphen, Mongolian vowel separator): "\u200bTAB" looks like
 * "TAB" but is another name (docs/product.md §5).
 */
const INVISIBLE = /[\u00AD\u180E\u200B\u200C\u2060-\u2064\uFEFF]/u;

/** A zero-width joiner outside an emoji sequence (inside one it draws a single emoji). */
const STRAY_JOINER =
  /(?<!\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\uFE0F)\u200D|\u200D(?!\p{Extended_Pictographic})/u;

/**
 * True when a text shown to others carries control characters, line separators, bidirectional
 * marks or overrides (as refused in user names) or characters that draw nothing.
 */
export function hasHiddenCharacters(text: string): boolean {
  return hasUnsafeCharacters(text) || INVISIBLE.test(text) || STRAY_JOINER.test(text);
}

/** The form a name is stored and compared in: NFKC ("ＴＡＢ" is "TAB"), trimmed. */
export function normaliseName(name: string): string {
  return name.normalize('NFKC').trim();
}
