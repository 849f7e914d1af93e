import {
  characterCount,
  EmailTakenError,
  USER_MESSAGES,
  validateLogin,
  validateSignup,
} from './user.errors';

describe('Unit', () => {
  describe('USER_MESSAGES.tooManyLoginFailures', () => {
    it.each([
      [15, 'Too many failed login attempts. Try again in 15 minutes.'],
      [1, 'Too many failed login attempts. Try again in 1 minute.'],
    ])('should read %p minutes as %p', (minutes, text) => {
      expect(USER_MESSAGES.tooManyLoginFailures(minutes)).toBe(text);
    });
  });

  describe('USER_MESSAGES.tooManySignUps', () => {
    it.each([
      [15, 'Too many sign-up attempts. Try again in 15 minutes.'],
      [1, 'Too many sign-up attempts. Try again in 1 minute.'],
    ])('should read %p minutes as %p', (minutes, text) => {
      expect(USER_MESSAGES.tooManySignUps(minutes)).toBe(text);
    });
  });

  describe('characterCount', () => {
    it.each([
      ['abc', 3],
      ['😀😀😀😀', 4], // 8 UTF-16 units
      ['é', 1],
      ['', 0],
    ])('should count %p as %p characters', (text, count) => {
      expect(characterCount(text)).toBe(count);
    });
  });

  describe('EmailTakenError', () => {
    it('should carry the code and the user-facing message', () => {
      const error = new EmailTakenError('a@b.co');
      expect(error).toMatchObject({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists', email: 'a@b.co' });
    });
  });

  describe('validateLogin / validateSignup', () => {
    it('should give the spec messages per field', () => {
      expect(validateLogin({ email: 'x', password: '' })).toEqual({
        email: 'Invalid email address',
        password: 'Password is required',
      });
      expect(validateSignup({ name: ' A ', email: 'a@b.co', password: 'short', confirmPassword: 'other' })).toEqual({
        name: 'Name must be at least 2 characters',
        password: 'Password must be at least 8 characters',
        confirmPassword: "Passwords don't match",
      });
    });

    it('should refuse an address hiding a zero-width or text-direction character', () => {
      expect(validateLogin({ email: 'a\u200b@b.co', password: 'x' })).toEqual({ email: 'Invalid email address' });
      expect(validateLogin({ email: 'a@b\u202e.co', password: 'x' })).toEqual({ email: 'Invalid email address' });
      expect(validateLogin({ email: 'a@b.co', password: 'x' })).toEqual({});
    });
  });
});
