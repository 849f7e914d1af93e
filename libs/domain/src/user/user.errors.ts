import { hasHiddenCharacters } from '../common/visible-text';
import { DomainError } from '../common/domain-error';

export type UserErrorCode =
  | 'INVALID_EMAIL'
  | 'PASSWORD_REQUIRED'
  | 'NAME_TOO_SHORT'
  | 'NAME_UNSAFE_CHARACTERS'
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORDS_DONT_MATCH'
  | 'INVALID_CREDENTIALS'
  | 'EMAIL_TAKEN'
  | 'USER_NOT_FOUND'
  | 'USER_INACTIVE'
  | 'FORBIDDEN'
  | 'LAST_ACTIVE_ADMIN'
  | 'LOGIN_THROTTLED'
  | 'SIGNUP_THROTTLED'
  | 'PASSWORD_WORK_BUSY';

/** User-facing messages; the validation ones are the spec's texts (§5). */
export const USER_ERROR_MESSAGES: Record<UserErrorCode, string> = {
  INVALID_EMAIL: 'Invalid email address',
  PASSWORD_REQUIRED: 'Password is required',
  NAME_TOO_SHORT: 'Name must be at least 2 characters',
  NAME_UNSAFE_CHARACTERS: 'Name must not contain control, invisible or text-direction characters',
  PASSWORD_TOO_SHORT: 'Password must be at least 8 characters',
  PASSWORDS_DONT_MATCH: "Passwords don't match",
  INVALID_CREDENTIALS: 'Invalid email or password',
  EMAIL_TAKEN: 'An account with this email already exists',
  USER_NOT_FOUND: 'User not found',
  USER_INACTIVE: 'This account has been deactivated. Contact an administrator.',
  FORBIDDEN: 'You do not have permission to do this',
  LAST_ACTIVE_ADMIN: 'The last active admin cannot be demoted or deactivated',
  LOGIN_THROTTLED: 'Too many failed login attempts. Try again later.',
  SIGNUP_THROTTLED: 'Too many sign-up attempts. Try again later.',
  PASSWORD_WORK_BUSY: 'Too many sign-ins at this moment. Try again in a few seconds.',
};

export class UserError extends DomainError<UserErrorCode> {
  constructor(
    code: UserErrorCode,
    message: string = USER_ERROR_MESSAGES[code],
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(code, message, options);
  }
}

/** Raised by the user repository when an email is already registered (unique constraint). */
export class EmailTakenError extends UserError {
  constructor(readonly email: string) {
    super('EMAIL_TAKEN');
  }
}

/** Messages of the account rules the api answers with, shared by the api and the CLI. */
export const USER_MESSAGES = {
  invalidCredentials: USER_ERROR_MESSAGES.INVALID_CREDENTIALS,
  accountInactive: USER_ERROR_MESSAGES.USER_INACTIVE,
  emailTaken: USER_ERROR_MESSAGES.EMAIL_TAKEN,
  notSignedIn: 'Not signed in',
  forbidden: USER_ERROR_MESSAGES.FORBIDDEN,
  lastActiveAdmin: USER_ERROR_MESSAGES.LAST_ACTIVE_ADMIN,
  userNotFound: USER_ERROR_MESSAGES.USER_NOT_FOUND,
  tooManyLoginFailures: (minutes: number) =>
    `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  tooManySignUps: (minutes: number) =>
    `Too many sign-up attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

// Deliberately simple: one @, no spaces, a dot in the domain (the form's check, not RFC 5322).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Length in characters (code points), the unit every length rule counts: an emoji is one. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _character of text) count += 1;
  return count;
}

export function isValidEmail(email: string): boolean {
  // A zero-width or text-direction character passes the pattern; the address would read as another's.
  return EMAIL.test(email.trim()) && !hasHiddenCharacters(email);
}

/** Login form rules (docs/product.md §5): field → message; empty when valid. */
export function validateLogin(input: { email: string; password: string }): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  if (!isValidEmail(input.email)) errors.email = USER_ERROR_MESSAGES.INVALID_EMAIL;
  if (characterCount(input.password) < 1) errors.password = USER_ERROR_MESSAGES.PASSWORD_REQUIRED;
  return errors;
}

type SignupField = 'name' | 'email' | 'password' | 'confirmPassword';

/** Signup form rules (docs/product.md §5); confirmPassword is checked here and never sent. */
export function validateSignup(input: Record<SignupField, string>): FieldErrors<SignupField> {
  const errors: FieldErrors<SignupField> = {};
  if (characterCount(input.name.trim()) < 2) errors.name = USER_ERROR_MESSAGES.NAME_TOO_SHORT;
  else if (hasHiddenCharacters(input.name)) errors.name = USER_ERROR_MESSAGES.NAME_UNSAFE_CHARACTERS;
  if (!isValidEmail(input.email)) errors.email = USER_ERROR_MESSAGES.INVALID_EMAIL;
  if (characterCount(input.password) < 8) errors.password = USER_ERROR_MESSAGES.PASSWORD_TOO_SHORT;
  if (input.confirmPassword !== input.password) errors.confirmPassword = USER_ERROR_MESSAGES.PASSWORDS_DONT_MATCH;
  return errors;
}
