import request from 'supertest';
import { createAccount, queryDb, sessionCookieFor } from '../../../test/support/accounts';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';

describe('Notification settings (e2e)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  const signedIn = async () => sessionCookieFor(testApp, await createAccount(testApp));
  const get = (cookie: string) => request(testApp.server).get('/api/users/me/notifications').set('Cookie', cookie);
  const patch = (cookie: string, body: object) =>
    request(testApp.server).patch('/api/users/me/notifications').set('Cookie', cookie).send(body);

  it('should answer the defaults before the first save: off, threshold 10, sound on', async () => {
    const response = await get(await signedIn()).expect(200);
    expect(response.body).toEqual({ enabled: false, threshold: 10, sound: true });
  });

  it('should save any subset and answer the stored settings', async () => {
    const cookie = await signedIn();
    expect((await patch(cookie, { enabled: true }).expect(200)).body).toEqual({
      enabled: true,
      threshold: 10,
      sound: true,
    });
    expect((await patch(cookie, { threshold: 25, sound: false }).expect(200)).body).toEqual({
      enabled: true,
      threshold: 25,
      sound: false,
    });
    expect((await get(cookie).expect(200)).body).toEqual({ enabled: true, threshold: 25, sound: false });
    expect((await patch(cookie, {}).expect(200)).body).toEqual({ enabled: true, threshold: 25, sound: false });
  });

  it('should keep each user’s settings to themselves', async () => {
    const first = await signedIn();
    const second = await signedIn();
    await patch(first, { enabled: true, threshold: 3 }).expect(200);
    expect((await get(second).expect(200)).body).toEqual({ enabled: false, threshold: 10, sound: true });
  });

  it.each([0, 1, 49, 50])('should accept threshold %p', async (threshold) => {
    const response = await patch(await signedIn(), { threshold }).expect(200);
    expect(response.body.threshold).toBe(threshold);
  });

  it.each([
    [{ threshold: -1 }, 'Threshold must be a whole number from 0 to 50'],
    [{ threshold: 51 }, 'Threshold must be a whole number from 0 to 50'],
    [{ threshold: 10.5 }, 'Threshold must be a whole number from 0 to 50'],
    [{ threshold: '10' }, 'Threshold must be a whole number from 0 to 50'],
    [{ enabled: 'yes' }, 'enabled must be true or false'],
    [{ sound: 1 }, 'sound must be true or false'],
    [{ volume: 3 }, "Unknown field 'volume'"],
  ])('should answer 400 for %j', async (body, message) => {
    const cookie = await signedIn();
    const response = await patch(cookie, body).expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: [message], error: 'Bad Request' });
    expect((await get(cookie).expect(200)).body).toEqual({ enabled: false, threshold: 10, sound: true });
  });

  // A null is not a field left out (docs/product.md §5): it answers the field's own message, and
  // nothing of the body is stored, the valid fields beside it included.
  it.each([
    ['enabled', 'enabled must be true or false'],
    ['threshold', 'Threshold must be a whole number from 0 to 50'],
    ['sound', 'sound must be true or false'],
  ])('should answer 400 for a null %s and store nothing of the body', async (field, message) => {
    const cookie = await signedIn();
    const saved = { enabled: true, threshold: 25, sound: false };
    await patch(cookie, saved).expect(200);
    const response = await patch(cookie, { enabled: false, threshold: 5, sound: true, [field]: null }).expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: [message], error: 'Bad Request' });
    expect((await get(cookie).expect(200)).body).toEqual(saved);
  });

  it('should answer 401 without a session', async () => {
    await request(testApp.server).get('/api/users/me/notifications').expect(401);
    await request(testApp.server).patch('/api/users/me/notifications').send({ enabled: true }).expect(401);
  });

  it('should be stored in PostgreSQL and go with the user', async () => {
    const user = await createAccount(testApp);
    await patch(await sessionCookieFor(testApp, user), { threshold: 7 }).expect(200);
    expect(
      await queryDb(testApp, 'SELECT enabled, threshold, sound FROM notification_settings WHERE user_id = $1', [user.id]),
    ).toEqual([{ enabled: false, threshold: 7, sound: true }]);
    await queryDb(testApp, 'DELETE FROM users WHERE id = $1', [user.id]);
    expect(await queryDb(testApp, 'SELECT 1 FROM notification_settings WHERE user_id = $1', [user.id])).toHaveLength(0);
  });
});
