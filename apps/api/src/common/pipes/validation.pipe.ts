import { BadRequestException, ValidationPipe } from '@nestjs/common';
import type { ValidationError } from 'class-validator';

/**
 * The global pipe (STYLE.md): unknown fields refused, DTOs transformed. A 400 carries
 * `message` as an array of sentences, one per broken rule, which the web shows per field;
 * an unknown field reads "Unknown field 'x'" rather than class-validator's wording.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new BadRequestException(validationMessages(errors)),
  });
}

/** Rules that say what a value must be; when one fails, the value's bounds do not apply to it. */
const TYPE_RULES = new Set(['isNumber', 'isInt', 'isArray', 'isObject', 'isString']);
/**
 * Not said of a value of the wrong type: an upper bound ("at most 10000" said of a missing number,
 * "at most 1000 characters" of a null, or "at most 100 boosts" of no list, contradicts its type's message), nor class-validator's own
 * "nested property legs must be either object or array" of a null or a text sent for a list.
 */
const NOT_SAID_OF_WRONG_TYPE = new Set(['max', 'maxLength', 'arrayMaxSize', 'nestedValidation']);

export function validationMessages(errors: ValidationError[], parent = ''): string[] {
  const messages: string[] = [];
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const broken = Object.entries(error.constraints ?? {});
    const wrongType = broken.some(([constraint]) => TYPE_RULES.has(constraint));
    for (const [constraint, message] of broken) {
      if (wrongType && NOT_SAID_OF_WRONG_TYPE.has(constraint)) continue;
      messages.push(constraint === 'whitelistValidation' ? `Unknown field '${path}'` : message);
    }
    if (error.children?.length) messages.push(...validationMessages(error.children, path));
  }
  return [...new Set(messages)];
}
