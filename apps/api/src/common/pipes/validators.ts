import { characterCount, hasHiddenCharacters } from '@overlay/domain';
import { IsEmail, IsString, ValidateBy, ValidateIf } from 'class-validator';
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

/**
 * The field may be left out; sent, it must pass its rules, null included. (`@IsOptional` lets
 * null through too, and a field with a default then reached the handler as null: a 500.)
 */
export function Omittable(): PropertyDecorator {
  return ValidateIf((_object, value: unknown) => value !== undefined);
}

export interface ShownTextRule {
  /** At most this many characters (code points). */
  max: number;
  /** The message for a character that hides or disguises what the text says. */
  hidden: string;
  /** The message for a text longer than `max`. */
  tooLong: string;
  /** The message for a value that is not text; left out where another rule of the field says it. */
  notText?: string;
  /** The field is a list of such texts. */
  each?: boolean;
}

/**
 * THE rule of every text field other people read (names, labels, venues, notes, view names, user
 * names): text, at most `max` characters, and no character that hides or disguises what it says
 * (`hiddenCharacter`: controls, format and default-ignorable characters, private-use and
 * unassigned ones; docs/product.md §5). Names that must be unique are also compared by their
 * look (their Unicode skeletons) where they are stored.
 */
export function ShownText(rule: ShownTextRule): PropertyDecorator {
  const each = rule.each ?? false;
  return (target, key) => {
    if (rule.notText) IsString({ each, message: rule.notText })(target, key);
    MaxLengthWhenString(rule.max, { each, message: rule.tooLong })(target, key);
    ValidateBy(
      {
        name: 'shownText',
        validator: { validate: (value: unknown) => typeof value !== 'string' || !hasHiddenCharacters(value) },
      },
      { each, message: rule.hidden },
    )(target, key);
  };
}

/**
 * An email address: valid, at most 254 characters, and without a character that hides or
 * disguises what it says (a zero-width space or a text-direction mark passes `isEmail`, and two
 * accounts would then read the same). Every failure answers one message.
 */
export function EmailAddress(message: string): PropertyDecorator {
  return (target, key) => {
    IsEmail({}, { message })(target, key);
    MaxLengthWhenString(254, { message })(target, key);
    ValidateBy({ name: 'visibleEmail', validator: { validate: (value: unknown) => typeof value !== 'string' || !hasHiddenCharacters(value) } }, { message })(target, key);
  };
}
