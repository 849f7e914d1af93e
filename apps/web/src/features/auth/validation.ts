/** docs/product.md §5 Login and Signup rules, with their messages verbatim. */
export const AUTH_MESSAGES = {
  invalidEmail: 'Invalid email address',
  passwordRequired: 'Password is required',
  nameTooShort: 'Name must be at least 2 characters',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsDontMatch: "Passwords don't match",
} as const;

const NAME_MIN_LENGTH = 2;
const PASSWORD_MIN_LENGTH = 8;

const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isValidEmail(value: unknown): boolean {
  return typeof value === 'string' && EMAIL_PATTERN.test(value.trim());
}

export function isValidName(value: unknown): boolean {
  return typeof value === 'string' && value.trim().length >= NAME_MIN_LENGTH;
}

export function isLongEnoughPassword(value: unknown): boolean {
  return typeof value === 'string' && value.length >= PASSWORD_MIN_LENGTH;
}

/** An antd rule from a predicate, so the message shows under the field. */
export function rule(test: (value: unknown) => boolean, message: string) {
  return {
    validator: (_: unknown, value: unknown) =>
      test(value) ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}
