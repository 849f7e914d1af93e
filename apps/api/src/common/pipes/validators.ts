import { ValidateBy } from 'class-validator';
import type { ValidationOptions } from 'class-validator';

/**
 * Like `@MaxLength`, but silent for a value that is not a string, so a missing field reports
 * only its own rule ("… at least 8 characters") instead of two contradictory ones.
 */
export function MaxLengthWhenString(max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxLengthWhenString',
      constraints: [max],
      validator: { validate: (value: unknown) => typeof value !== 'string' || value.length <= max },
    },
    options,
  );
}
