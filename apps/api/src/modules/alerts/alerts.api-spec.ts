import { ALERT_LIMITS } from '@overlay/domain';
import type { MarketSnapshot } from '@overlay/domain';
import request from 'supertest';
import { createAccount, sessionCookieFor } from '../../../test/support/accounts';
import { handRace } from '../../../test/support/hand-race';
import { createTestApp } from '../../../test/support/test-app';
import type { TestApp } from '../../../test/support/test-app';
import { snapshotFile } from '../../../test/support/market-snapshots';
import type { SnapshotFile } from '../../../test/support/market-snapshots';
import { RefreshMarketsUseCase } from '../refresh';

// Saved views, rule limits and webhook refusals (docs/product.md "Alerts"), with private webhook
// addresses NOT allowed (the default).
describe('Alerts: views, limits and refusals (e2e)', () => {
  let testApp: TestApp;
  let feed: SnapshotFile;
  let member: string;
  let other: string;
  const as = (cookie: string) => ({
    get: (path: string) => request(testApp.server).get(path).set('Cookie', cookie),
    post: (path: string, body: object) => request(testApp.server).post(path).set('Cookie', cookie).send(body),
    patch: (path: string, body: object) => request(testApp.server).patch(path).set('Cookie', cookie).send(body),
    delete: (path: string) => request(testApp.server).delete(path).set('Cookie', cookie),
  });

  beforeAll(async () => {
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
    const snapshot: MarketSnapshot = { generatedAt: new Date().toISOString(), races: [handRace('al-r1', 120, Date.now())] };
    feed = snapshotFile(snapshot);
    testApp = await createTestApp({ ODDS_FEED: 'file', FEED_FILE: feed.path });
    await testApp.app.get(RefreshMarketsUseCase).forceRefresh();
    member = await sessionCookieFor(testApp, await createAccount(testApp));
    other = await sessionCookieFor(testApp, await createAccount(testApp));
  });

  afterAll(async () => {
    await testApp.close();
    feed.remove();
  });

  it('should save a view in canonical form, make one default at a time, rename and delete it', async () => {
    const first = await as(member).post('/api/users/me/views', { name: 'Thoroughbreds', query: 'min_total_ev=5&codes=tb&bookmakers=sportsbet', isDefault: true }).expect(201);
    expect(first.body.view).toMatchObject({ name: 'Thoroughbreds', query: 'min_total_ev=5&codes=TB&bookmakers=Sportsbet', isDefault: true, fairMethod: null });
    const second = await as(member).post('/api/users/me/views', { name: 'Shin', query: '', fairMethod: 'shin', isDefault: true }).expect(201);
    const listed = await as(member).get('/api/users/me/views').expect(200);
    expect(listed.body.views.map((v: { name: string; isDefault: boolean }) => [v.name, v.isDefault])).toEqual([
      ['Shin', true],
      ['Thoroughbreds', false],
    ]);
    await as(member).post('/api/users/me/views', { name: 'shin', query: '' }).expect(409);
    const renamed = await as(member).patch(`/api/users/me/views/${second.body.view.id}`, { name: 'Shin devig' }).expect(200);
    expect(renamed.body.view.name).toBe('Shin devig');
    // Another user's view is missing to them.
    await as(other).patch(`/api/users/me/views/${first.body.view.id}`, { name: 'Mine' }).expect(404);
    await as(other).delete(`/api/users/me/views/${first.body.view.id}`).expect(404);
    expect((await as(other).get('/api/users/me/views').expect(200)).body.views).toEqual([]);
    await as(member).delete(`/api/users/me/views/${second.body.view.id}`).expect(204);
  });

  it.each<[string, string]>([
    ['min_total_ev=abc', `Filter 'min_total_ev' must be a number (got "abc")`],
    ['colour=red', "Unknown filter 'colour'"],
    ['max_results=0', `Filter 'max_results' must be a whole number from 1 to 5000 (got "0")`],
    ['bookmakers=Nobody', "Filter 'bookmakers' names an unknown bookmaker 'Nobody' (got \"Nobody\")"],
    ['codes=XX', "Filter 'codes' names an unknown race code 'XX' (got \"XX\")"],
    ['sort_dir=up', `Filter 'sort_dir' must be one of asc, desc (got "up")`],
  ])('should refuse a view whose query has %s', async (query, message) => {
    const response = await as(member).post('/api/users/me/views', { name: `Bad ${query}`, query }).expect(400);
    expect(response.body.message).toEqual([message]);
  });

  it('should refuse a rule beyond the limit with the product message', async () => {
    const view = (await as(member).post('/api/users/me/views', { name: 'For rules', query: '' }).expect(201)).body.view;
    const existing = (await as(member).get('/api/users/me/alert-rules').expect(200)).body.rules.length;
    for (let i = existing; i < ALERT_LIMITS.rules; i += 1)
      await as(member).post('/api/users/me/alert-rules', { viewId: view.id, minTotalEv: 5 + i }).expect(201);
    const refused = await as(member).post('/api/users/me/alert-rules', { viewId: view.id, minTotalEv: 50 }).expect(400);
    expect(refused.body.message).toEqual([`You can have at most ${ALERT_LIMITS.rules} alert rules. Please delete one first`]);
  });

  it('should refuse a rule on another user\'s view, a bad zone and one-sided quiet hours', async () => {
    const view = (await as(member).post('/api/users/me/views', { name: 'Mine only', query: '' }).expect(201)).body.view;
    const onOther = await as(other).post('/api/users/me/alert-rules', { viewId: view.id, minTotalEv: 5 }).expect(400);
    expect(onOther.body.message).toEqual(['viewId must be the id of one of your saved views']);
    const otherView = (await as(other).post('/api/users/me/views', { name: 'Theirs', query: '' }).expect(201)).body.view;
    const zone = await as(other).post('/api/users/me/alert-rules', { viewId: otherView.id, minTotalEv: 5, timeZone: 'Mars/Base' }).expect(400);
    expect(zone.body.message).toEqual(["Unknown time zone 'Mars/Base'"]);
    const quiet = await as(other).post('/api/users/me/alert-rules', { viewId: otherView.id, minTotalEv: 5, quietStart: '22:00' }).expect(400);
    expect(quiet.body.message).toEqual(['Quiet hours need both a start and an end']);
    const step = await as(other).post('/api/users/me/alert-rules', { viewId: otherView.id, minTotalEv: 5, evStep: 0 }).expect(400);
    expect(step.body.message).toEqual(['evStep must be a number of EV points from 0.1 to 100']);
  });

  it.each([
    'http://127.0.0.1:9/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://localhost:9/hook',
    'http://[::1]:9/hook',
    'http://10.1.2.3/x',
    // IPv6 forms that carry a refused IPv4 address: compatible, NAT64, 6to4, mapped, Teredo.
    'http://[::127.0.0.1]:3813/',
    'http://[64:ff9b::7f00:1]/',
    'http://[2002:7f00:1::]/',
    'http://[::ffff:a9fe:a9fe]/latest/meta-data',
    'http://[2001:0:a00:1::1]/',
  ])(
    'should refuse a webhook to %s while private addresses are not allowed',
    async (url) => {
      const response = await as(member).post('/api/users/me/webhooks', { url, secret: 'a-long-enough-secret' }).expect(400);
      expect(response.body.message[0]).toMatch(/^Webhook address must not point to a private, loopback or link-local network \(/);
    },
  );

  it.each<[string, string, object, string]>([
    ['POST', '/api/users/me/views', { name: '    ', query: '' }, 'View name must be 1 to 60 characters'],
    ['POST', '/api/users/me/views', { name: null, query: '' }, 'View name must be 1 to 60 characters'],
    ['POST', '/api/users/me/views', { name: 'No query', query: null }, 'query must be the dashboard address query (text)'],
    ['POST', '/api/users/me/views', { name: 'Null default', query: '', isDefault: null }, 'isDefault must be true or false'],
    ['PATCH', 'view', { name: '   ' }, 'View name must be 1 to 60 characters'],
    ['PATCH', 'view', { name: null }, 'View name must be 1 to 60 characters'],
    ['PATCH', 'view', { query: null }, 'query must be the dashboard address query (text)'],
    ['PATCH', 'view', { isDefault: null }, 'isDefault must be true or false'],
    ['POST', '/api/users/me/alert-rules', { minTotalEv: null }, 'minTotalEv must be an EV % from -100 to 1000'],
    ['POST', '/api/users/me/alert-rules', {}, 'minTotalEv must be an EV % from -100 to 1000'],
    ['POST', '/api/users/me/alert-rules', { minTotalEv: 5, view: null }, 'view must be the filters to watch: {query, fairMethod}'],
    ['PATCH', 'rule', { minTotalEv: null }, 'minTotalEv must be an EV % from -100 to 1000'],
    ['PATCH', 'rule', { evStep: null }, 'evStep must be a number of EV points from 0.1 to 100'],
    ['PATCH', 'rule', { dailyCap: null }, 'dailyCap must be a whole number from 1 to 500'],
    ['PATCH', 'rule', { enabled: null }, 'enabled must be true or false'],
    ['PATCH', 'rule', { codes: null }, 'codes must be a list of TB, GR, HR'],
    ['PATCH', 'rule', { bookmakers: null }, 'bookmakers must be a list of bookmaker names'],
    ['PATCH', 'rule', { timeZone: null }, 'timeZone must be a time zone name like Australia/Sydney'],
  ])('should answer %s %s %j with a 400 naming the field, storing nothing', async (method, path, body, message) => {
    // A user of their own: the others are at their rule limit.
    const user = await sessionCookieFor(testApp, await createAccount(testApp));
    const view = (await as(user).post('/api/users/me/views', { name: `Nulls ${Math.random()}`, query: 'codes=GR' }).expect(201)).body.view;
    const rule = (await as(user).post('/api/users/me/alert-rules', { viewId: view.id, minTotalEv: 7 }).expect(201)).body.rule;
    const target = path === 'view' ? `/api/users/me/views/${view.id}` : path === 'rule' ? `/api/users/me/alert-rules/${rule.id}` : path;
    const send = method === 'POST' ? as(user).post(target, path.endsWith('alert-rules') ? { viewId: view.id, ...body } : body) : as(user).patch(target, body);
    const response = await send.expect(400);
    expect(response.body.message).toContain(message);
    const views = (await as(user).get('/api/users/me/views').expect(200)).body.views;
    expect(views).toHaveLength(1);
    expect(views.find((v: { id: string }) => v.id === view.id)).toMatchObject({ name: view.name, query: 'codes=GR', isDefault: false });
    const rules = (await as(user).get('/api/users/me/alert-rules').expect(200)).body.rules;
    expect(rules.find((r: { id: string }) => r.id === rule.id)).toMatchObject({ minTotalEv: 7, evStep: 2, dailyCap: 50, enabled: true, codes: [], bookmakers: [] });
    await as(user).delete(`/api/users/me/views/${view.id}`).expect(204);
  });

  it('should make a rule on the dashboard\'s filters in one step, reusing the view of the same filters', async () => {
    const first = await as(other).post('/api/users/me/alert-rules', { view: { query: 'codes=HR,TB&min_total_ev=10' }, minTotalEv: 12, bookmakers: ['sportsbet'], maxMinutesToJump: 60 }).expect(201);
    expect(first.body.rule).toMatchObject({ minTotalEv: 12, bookmakers: ['Sportsbet'], maxMinutesToJump: 60 });
    const views = (await as(other).get('/api/users/me/views').expect(200)).body.views;
    const made = views.find((v: { id: string }) => v.id === first.body.rule.viewId);
    expect(made).toMatchObject({ name: 'TB, HR · total EV ≥ 10 %', query: 'min_total_ev=10&codes=TB,HR' });
    // The same filters spelled another way: the same view.
    const second = await as(other).post('/api/users/me/alert-rules', { view: { query: 'min_total_ev=10&codes=tb,hr' }, minTotalEv: 20 }).expect(201);
    expect(second.body.rule.viewId).toBe(first.body.rule.viewId);
    const both = await as(other).post('/api/users/me/alert-rules', { viewId: made.id, view: { query: '' }, minTotalEv: 5 }).expect(400);
    expect(both.body.message).toEqual(['Give viewId or view, not both']);
    // A refused rule leaves no view behind.
    const count = (await as(other).get('/api/users/me/views').expect(200)).body.views.length;
    await as(other).post('/api/users/me/alert-rules', { view: { query: 'codes=GR' }, minTotalEv: 5, timeZone: 'Mars/Base' }).expect(400);
    expect((await as(other).get('/api/users/me/views').expect(200)).body.views).toHaveLength(count);
  });

  it('should refuse a webhook that is not http(s) or has a short secret', async () => {
    const ftp = await as(member).post('/api/users/me/webhooks', { url: 'ftp://example.com/x', secret: 'a-long-enough-secret' }).expect(400);
    expect(ftp.body.message).toEqual(['url must be an http or https address']);
    const short = await as(member).post('/api/users/me/webhooks', { url: 'https://example.com/x', secret: 'short' }).expect(400);
    expect(short.body.message).toEqual(['secret must be 16 to 200 characters']);
  });
});
