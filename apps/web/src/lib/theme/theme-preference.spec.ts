import { act, renderHook } from '@testing-library/react';
import { setSystemDark } from '../../testing/match-media';
import {
  readThemePreference,
  resolveTheme,
  THEME_STORAGE_KEY,
  useThemePreference,
  writeThemePreference,
} from './theme-preference';

describe('Unit', () => {
  describe('readThemePreference', () => {
    it('should default to system', () => {
      expect(readThemePreference()).toBe('system');
    });

    it.each(['light', 'dark', 'system'] as const)(
      'should read a stored %s',
      (value) => {
        window.localStorage.setItem(THEME_STORAGE_KEY, value);
        expect(readThemePreference()).toBe(value);
      },
    );

    it('should ignore a value it does not know', () => {
      window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
      expect(readThemePreference()).toBe('system');
    });

    it('should keep a preference storage refuses for the page, and drop it once storage takes one', () => {
      const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('quota', 'QuotaExceededError');
      });
      writeThemePreference('dark');
      expect(readThemePreference()).toBe('dark');
      refuse.mockRestore();
      writeThemePreference('light');
      window.localStorage.clear();
      expect(readThemePreference()).toBe('system');
    });
  });

  describe('resolveTheme', () => {
    it.each([
      ['system', false, 'light'],
      ['system', true, 'dark'],
      ['light', true, 'light'],
      ['dark', false, 'dark'],
    ] as const)(
      'should resolve %s with OS dark=%s to %s',
      (preference, systemDark, expected) => {
        expect(resolveTheme(preference, systemDark)).toBe(expected);
      },
    );
  });

  describe('useThemePreference', () => {
    it('should follow the OS live while the preference is system', () => {
      const { result } = renderHook(() => useThemePreference());
      expect(result.current).toMatchObject({
        preference: 'system',
        resolved: 'light',
      });
      act(() => setSystemDark(true));
      expect(result.current).toMatchObject({
        preference: 'system',
        resolved: 'dark',
      });
    });

    it('should store the toggled choice under overlay.theme and stop following the OS', () => {
      setSystemDark(true);
      const { result } = renderHook(() => useThemePreference());
      act(() => result.current.toggle());
      expect(window.localStorage.getItem('overlay.theme')).toBe('light');
      expect(result.current.resolved).toBe('light');
      act(() => setSystemDark(false));
      act(() => setSystemDark(true));
      expect(result.current.resolved).toBe('light');
    });

    it('should pick up a change made in another tab', () => {
      const { result } = renderHook(() => useThemePreference());
      act(() => {
        window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
        window.dispatchEvent(
          new StorageEvent('storage', { key: THEME_STORAGE_KEY }),
        );
      });
      expect(result.current.resolved).toBe('dark');
    });

    it('should return to system when asked', () => {
      writeThemePreference('dark');
      const { result } = renderHook(() => useThemePreference());
      act(() => result.current.setPreference('system'));
      expect(result.current).toMatchObject({
        preference: 'system',
        resolved: 'light',
      });
    });
  });
});
