import { normaliseEmail, removesActiveAdmin } from './user';

describe('Unit', () => {
  describe('removesActiveAdmin', () => {
    it.each([
      [{ role: 'admin', isActive: true }, { role: 'member' }, true],
      [{ role: 'admin', isActive: true }, { role: 'promo_editor' }, true],
      [{ role: 'admin', isActive: true }, { role: 'admin' }, false],
      [{ role: 'admin', isActive: true }, { isActive: false }, true],
      [{ role: 'admin', isActive: true }, { isActive: true }, false],
      [{ role: 'admin', isActive: false }, { role: 'member' }, false],
      [{ role: 'admin', isActive: false }, { isActive: false }, false],
      [{ role: 'member', isActive: true }, { isActive: false }, false],
      [{ role: 'promo_editor', isActive: true }, { role: 'member' }, false],
    ] as const)('should say %j changed by %j removes an active admin: %p', (user, change, expected) => {
      expect(removesActiveAdmin(user, change)).toBe(expected);
    });
  });

  describe('normaliseEmail', () => {
    it('should trim and lower-case', () => {
      expect(normaliseEmail('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
    });
  });
});
