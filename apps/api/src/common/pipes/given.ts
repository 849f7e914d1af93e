import { ValidateIf } from 'class-validator';

/**
 * Like `@IsOptional()` for a field that may be left out but not sent as null: the field's other
 * rules check any value that was sent, null included, so `{"minTotalEv": null}` is a 400 naming
 * the field rather than a null reaching a NOT NULL column.
 */
export function IsOptionalNotNull(): PropertyDecorator {
  return ValidateIf((_object, value) => value !== undefined);
}
