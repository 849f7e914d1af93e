import { SESSION_POLICY, SessionRepository, UserRepository } from '@overlay/domain';
import type { User, UserRole } from '@overlay/domain';
import { Argon2idPasswordHasher, issueSessionToken } from '@overlay/infrastructure';
import { randomBytes } from 'node:crypto';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import type { TestApp } from './test-app';

/** The password of every account made with `createAccount` (hashed once per test file). */
export const TEST_PASSWORD = 'correct-horse-battery';

let passwordHash: Promise<string> | null = null;

export interface TestAccount extends User {
  password: string;
}

/**
 * A user written straight through the repository: signing up costs an argon2id hash, which only
 * the sign-up tests need to pay.
 */
export async function createAccount(
  testApp: TestApp,
  options: { role?: UserRole; email?: string; name?: string; isActive?: boolean } = {},
): Promise<TestAccount> {
  passwordHash ??= new Argon2idPasswordHasher().hash(TEST_PASSWORD);
  const user = await testApp.app.get(UserRepository).create({
    email: options.email ?? `${options.role ?? 'member'}-${randomBytes(4).toString('hex')}@example.com`,
    name: options.name ?? `Test ${options.role ?? 'member'}`,
    role: options.role ?? 'member',
    isActive: options.isActive ?? true,
    passwordHash: await passwordHash,
  });
  return { ...user, password: TEST_PASSWORD };
}

/** A signed-in session for `user`, made without the login call; returns the Cookie header value. */
export async function sessionCookieFor(testApp: TestApp, user: Pick<User, 'id'>): Promise<string> {
  const { token, id } = issueSessionToken();
  const now = new Date();
  await testApp.app.get(SessionRepository).create({
    id,
    userId: user.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_POLICY.absoluteTtlMs),
    userAgent: 'jest',
    ip: '127.0.0.1',
  });
  return `overlay_session=${token}`;
}

/** The `overlay_session` Set-Cookie line of a response, or undefined. */
export function sessionSetCookie(response: Response): string | undefined {
  const header = response.headers['set-cookie'] as unknown as string[] | string | undefined;
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  return lines.find((line) => line.startsWith('overlay_session='));
}

/** `overlay_session=<token>` from a response that set a session, for the next request's Cookie. */
export function sessionCookieOf(response: Response): string {
  const line = sessionSetCookie(response);
  if (!line) throw new Error(`No session cookie in response ${response.status}`);
  return line.split(';')[0];
}

/** A distinct client address per test, so the per-address login throttle never leaks between tests. */
export function clientAddress(): string {
  return `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0] % 250)}`;
}

/** Runs SQL on the app's own database (through its pool). */
export async function queryDb<T = Record<string, unknown>>(
  testApp: TestApp,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const result: unknown = await testApp.app.get(DataSource).query(sql, params);
  // UPDATE/DELETE come back as [rows, count].
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return result as T[];
}
