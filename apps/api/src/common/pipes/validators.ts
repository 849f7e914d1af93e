import { characterCount, hasHiddenCharacters, hasUnsafeCharacters } from '@overlay/domain';
import { ValidateBy } from 'class-validator';
import type { ValidationOptions } from 'class-validator';

/**
 * Like `@MaxLength`, but silent for a value that is not a string, so a missing field reports
 * only its own rule ("… at least 8 characters") instead of two contradictory ones. Counts
 * characters (code points), like `MinCharacters`: an emoji is one at both ends of a range.
 */
export function MaxLengthWhenString(max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxLengthWhenString',
      constraints: [max],
      validator: { validate: (value: unknown) => typeof value !== 'string' || characterCount(value) <= max },
    },
    options,
  );
}

/** At least `min` characters (code points, not UTF-16 units as `@MinLength` counts). */
export function MinCharacters(min: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'minCharacters',
      constraints: [min],
      validator: { validate: (value: unknown) => typeof value === 'string' && characterCount(value) >= min },
    },
    options,
  );
}

/** No control characters, line separators or bidirectional overrides (a name shown to others). */
export function PlainText(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'plainText',
      validator: { validate: (value: unknown) => typeof value !== 'string' || !hasUnsafeCharacters(value) },
    },
    options,
  );
}

/**
 * No control, text-direction or invisible characters (zero-width space, joiner outside an emoji,
 * BOM, soft hyphen…): a label, venue, note or bookmaker name another person reads must look like
 * what it is. Silent for a value that is not a string.
 */
export function VisibleText(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'visibleText',
      validator: { validate: (value: unknown) => typeof value !== 'string' || !hasHiddenCharacters(value) },
    },
    options,
  );
}
