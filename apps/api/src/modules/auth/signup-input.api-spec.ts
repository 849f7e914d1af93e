import request from 'supertest';
import { clientAddress, queryDb } from '../../../test/support/accounts';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';

/** What sign-up accepts: names, password lengths in characters, prototype keys, the 400 list shape. */
describe('Sign-up input rules (e2e)', () => {
  let testApp: TestApp;
  let serial = 0;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  const signup = (body: Record<string, unknown> | string) =>
    request(testApp.server)
      .post('/api/auth/signup')
      .set('X-Forwarded-For', clientAddress())
      .set('Content-Type', 'application/json')
      .send(typeof body === 'string' ? body : JSON.stringify(body));
  const person = (overrides: Record<string, unknown> = {}) => ({
    name: 'Ann Lee',
    email: `person-${(serial += 1)}@example.com`,
    password: 'long-enough-pw',
    ...overrides,
  });
  const invalid = (messages: string[]) => ({ statusCode: 400, message: messages, error: 'Bad Request' });

  it.each([
    ['a right-to-left override (U+202E)', 'Ann\u202Egpj.exe'],
    ['a left-to-right isolate (U+2066)', 'Ann\u2066Lee'],
    ['a bell control character', 'Ann\u0007Lee'],
    ['a line break', 'Ann\nLee'],
    ['a C1 control character', 'Ann\u0085Lee'],
    // The probe's: each looked like another person's name.
    ['a zero-width space (U+200B)', '\u200bTAB'],
    ['a Hangul filler (U+3164)', 'Ann\u3164Lee'],
    ['a tag character (U+E0041)', 'Ann\u{e0041}'],
    ['a private-use character (U+E000)', 'Ann\ue000'],
    ['an unassigned code point (U+0378)', 'Ann\u0378'],
  ])('should refuse a name with %s', async (_label, name) => {
    const response = await signup(person({ name })).expect(400);
    expect(response.body).toEqual(invalid(['Name must not contain control, invisible or text-direction characters']));
  });

  it('should trim the name and keep letters from any script', async () => {
    const body = person({ name: '  Zoë 李 O’Brien  ' });
    const response = await signup(body).expect(201);
    expect(response.body.user.name).toBe('Zoë 李 O’Brien');
    const rows = await queryDb<{ name: string }>(testApp, 'SELECT name FROM users WHERE email = $1', [body.email]);
    expect(rows).toEqual([{ name: 'Zoë 李 O’Brien' }]);
  });

  it.each([
    ['4 emoji (8 UTF-16 units) is 4 characters: too short', '😀'.repeat(4), 400, ['Password must be at least 8 characters']],
    ['8 emoji is 8 characters: enough', '😀'.repeat(8), 201, null],
    ['256 emoji (512 units) is 256 characters: allowed', '😀'.repeat(256), 201, null],
    ['257 emoji is one character too many', '😀'.repeat(257), 400, ['Password must be at most 256 characters']],
  ])('should count password length in characters: %s', async (_label, password, status, messages) => {
    const response = await signup(person({ password })).expect(status);
    if (messages) expect(response.body).toEqual(invalid(messages));
  });

  it.each([
    ['__proto__', `{"__proto__":{"role":"admin"},"name":"Ann Lee","email":"proto@example.com","password":"long-enough-pw"}`],
    ['constructor', JSON.stringify({ ...person(), constructor: { name: 'x' } })],
    ['prototype', JSON.stringify({ ...person(), prototype: { role: 'admin' } })],
  ])("should refuse a '%s' key as an unknown field", async (key, body) => {
    const response = await signup(body).expect(400);
    expect(response.body).toEqual(invalid([`Unknown field '${key}'`]));
  });

  it.each([
    ['malformed JSON', '{"name": ', 'The request body is not valid JSON (send an object)'],
    ['a body nested too deeply', `{"name":${'['.repeat(50)}${']'.repeat(50)}}`, 'The request body is nested too deeply (at most 32 levels)'],
  ])('should answer %s as a 400 with a list of messages', async (_label, body, message) => {
    const response = await signup(body).expect(400);
    expect(response.body).toEqual(invalid([message]));
  });
});
