import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { nextQuery, returnPath } from './return-path';

describe('returnPath', () => {
  it('should return to the address that asked for sign-in, query and hash kept', () => {
    const next = '/?race_id=r1&codes=HR,TB#row';
    expect(returnPath(`?next=${encodeURIComponent(next)}`)).toBe('/?race_id=r1&codes=HR,TB#row');
    expect(returnPath(paths.login.href('/admin/live/r1').slice('/login'.length))).toBe('/admin/live/r1');
  });

  it.each([
    ['no next', ''],
    ['another origin', '?next=https%3A%2F%2Fevil.example%2F'],
    ['a protocol-relative address', '?next=%2F%2Fevil.example%2Fx'],
    ['a backslash trick', '?next=%2F%5Cevil.example'],
    ['a tab folded away by URL parsing', '?next=%2F%09%2Fevil.example'],
    ['a scheme', '?next=javascript%3Aalert(1)'],
    ['the sign-in page itself', '?next=%2Flogin%3Fnext%3D%252Fx'],
  ])('should return to the dashboard for %s', (_case, search) => {
    expect(returnPath(search)).toBe('/');
  });

  it('should carry next from one sign-in page to the other', () => {
    expect(nextQuery('?next=%2Falerts')).toBe('?next=%2Falerts');
    expect(nextQuery('')).toBe('');
  });
});
