/**
 * What a text other people read may not hold (docs/product.md §5, "Texts other people read"),
 * judged by Unicode's own character properties, as this runtime's regular expressions know them,
 * not by a list of ours:
 * - Cc controls and Zl/Zp line and paragraph separators;
 * - Cf format characters: text-direction marks, embeddings, overrides and isolates, zero-width
 *   space and joiners, soft hyphen, byte-order mark, tag characters…;
 * - Default_Ignorable_Code_Point: what fonts draw as nothing (variation selectors, the combining
 *   grapheme joiner, Hangul fillers, Khmer inherent vowels, Mongolian variation selectors);
 * - Co private-use characters (each font draws its own) and Cn unassigned ones (no glyph yet);
 * - Cs: half of a character (a lone surrogate);
 * - U+2800 BRAILLE PATTERN BLANK, a symbol by category that draws as a blank.
 * "Neds\u17b5" looks like "Neds" and "\u200bTAB" like "TAB", yet each is another name. A whole
 * emoji sequence (Unicode's RGI set) is one picture: the joiners and selectors inside it are fine.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]/u;

let emojiSequences: RegExp | null | undefined;

/** Every well-formed emoji sequence; null where the engine lacks the `v` flag (then none is spared). */
function emojiPattern(): RegExp | null {
  if (emojiSequences === undefined) {
    try {
      emojiSequences = new RegExp('\\p{RGI_Emoji}', 'gv');
    } catch {
      emojiSequences = null;
    }
  }
  return emojiSequences;
}

/** The first character of `text` that hides or disguises what it says, or null when there is none. */
export function hiddenCharacter(text: string): string | null {
  const pattern = emojiPattern();
  const rest = pattern ? text.replace(pattern, 'E') : text;
  return HIDDEN.exec(rest)?.[0] ?? null;
}

/** True when a text shown to others carries a character `hiddenCharacter` finds. */
export function hasHiddenCharacters(text: string): boolean {
  return hiddenCharacter(text) !== null;
}

/** The form a name is stored and compared in: NFKC ("ＴＡＢ" is "TAB"), trimmed. */
export function normaliseName(name: string): string {
  return name.normalize('NFKC').trim();
}
