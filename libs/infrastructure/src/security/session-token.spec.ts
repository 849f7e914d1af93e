import { createHash } from 'node:crypto';
import { issueSessionToken, sessionIdFromToken } from './session-token';

describe('Unit', () => {
  describe('issueSessionToken', () => {
    it('should give 32 random bytes in base64url and store only their SHA-256', () => {
      const { token, id } = issueSessionToken();
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(id).toBe(createHash('sha256').update(token).digest('hex'));
      expect(id).not.toContain(token);
    });

    it('should never repeat', () => {
      const tokens = new Set(Array.from({ length: 200 }, () => issueSessionToken().token));
      expect(tokens.size).toBe(200);
    });
  });

  describe('sessionIdFromToken', () => {
    it('should map a token to its stored id', () => {
      const { token, id } = issueSessionToken();
      expect(sessionIdFromToken(token)).toBe(id);
    });

    it.each([undefined, null, 42, '', 'short', 'A'.repeat(44), `${'A'.repeat(42)}=`, `${'A'.repeat(42)}+`])(
      'should refuse %p',
      (token) => {
        expect(sessionIdFromToken(token)).toBeNull();
      },
    );
  });
});
