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

export function validationMessages(errors: ValidationError[], parent = ''): string[] {
  const messages: string[] = [];
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    for (const [constraint, message] of Object.entries(error.constraints ?? {})) {
      messages.push(constraint === 'whitelistValidation' ? `Unknown field '${path}'` : message);
    }
    if (error.children?.length) messages.push(...validationMessages(error.children, path));
  }
  return [...new Set(messages)];
}
