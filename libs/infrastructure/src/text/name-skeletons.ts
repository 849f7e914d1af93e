import unhomoglyph from 'unhomoglyph';
import { normaliseName } from '@overlay/domain';

/**
 * The keys under which a name that must be unique is held (docs/product.md §5), by the Unicode
 * skeleton of UTS #39: NFD, each character replaced by its prototype from Unicode's
 * confusables.txt, NFD again. Names that look alike share a skeleton whatever their script or
 * spelling: Cyrillic "ТАВ" and "TAB", "Sp0rtsbet" and "Sportsbet", "Palmerbet" and "Palrnerbet".
 * Case does not make a name another one either, and confusability and case do not commute ("ma"
 * looks like "rna", "MA" does not; "I" looks like "l", "i" does not), so a name has up to three
 * keys (as written, lower-cased first, lower-cased after), and two names look alike when any of
 * their keys meet. The catalogue stores every name's keys under a unique index
 * (`bookmaker_name_keys`), so that rule holds in the database, also for two adds at once.
 */
export function nameSkeletons(name: string): string[] {
  const normalised = normaliseName(name);
  return [...new Set([skeleton(normalised), skeleton(normalised.toLowerCase()), skeleton(normalised).toLowerCase()])];
}

function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}
