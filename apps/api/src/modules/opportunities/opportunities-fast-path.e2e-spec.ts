import request from 'supertest';
import { createOpportunityApp } from '../../../test/fixtures/opportunity-app';
import type { OpportunityApp } from '../../../test/fixtures/opportunity-app';
import { AuthenticateSessionUseCase } from '../auth/application/authenticate-session.use-case';
import { ValuationService } from '../valuation';
import { sessionCookie } from './http/opportunities-fast-path';
import { OPPORTUNITIES_SESSION_REUSE_MS } from './opportunities.controller';

// The fast path answers repeat reads from memory before Express; it must be indistinguishable
// from the Nest route: same body, same headers, same refusals.
describe('GET /api/opportunities served from memory', () => {
  let fixture: OpportunityApp;
  const QUERY = '/api/opportunities?min_total_ev=-40&max_results=50';

  beforeAll(async () => {
    fixture = await createOpportunityApp();
    // Session-check reuse (and so the fast path) starts once the auth change feed listens.
    const sessions = fixture.testApp.app.get(AuthenticateSessionUseCase);
    const token = sessionCookie(fixture.cookies.member);
    const deadline = Date.now() + 5000;
    while (sessions.peekReused(token, OPPORTUNITIES_SESSION_REUSE_MS) === null && Date.now() < deadline) {
      await fixture.get(QUERY, 'member').expect(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  afterAll(async () => {
    await fixture.close();
  });

  it('should answer a repeat read with the same body and headers as the first (Nest) answer', async () => {
    const first = await fixture.get(`${QUERY}&sort_by=price`, 'member').expect(200);
    // The Nest route would run the guard's check and the use case; the fast path runs neither.
    const guardCheck = jest.spyOn(fixture.testApp.app.get(AuthenticateSessionUseCase), 'executeReusing');
    const build = jest.spyOn(fixture.testApp.app.get(ValuationService), 'opportunities');
    const second = await fixture.get(`${QUERY}&sort_by=price`, 'member').expect(200);
    expect(guardCheck).not.toHaveBeenCalled();
    expect(build).not.toHaveBeenCalled();
    expect(second.text).toBe(first.text);
    const securityHeaders = [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'etag',
      'cache-control',
      'content-type',
    ];
    for (const name of securityHeaders) expect([name, second.headers[name]]).toEqual([name, first.headers[name]]);
    guardCheck.mockRestore();
    build.mockRestore();
  });

  it('should answer 304 to a matching If-None-Match', async () => {
    const first = await fixture.get(QUERY, 'owner').expect(200);
    await fixture.get(QUERY, 'owner').set('If-None-Match', first.headers.etag).expect(304);
  });

  it('should leave a request without a session to the guard (401)', async () => {
    await request(fixture.testApp.server).get(QUERY).expect(401);
    await request(fixture.testApp.server).get(QUERY).set('Cookie', 'overlay_session=made-up').expect(401);
  });

  it('should stop serving a session as soon as it is deleted', async () => {
    await fixture.get(QUERY, 'member').expect(200);
    await request(fixture.testApp.server)
      .post('/api/auth/logout')
      .set('Cookie', fixture.cookies.member)
      .expect(204);
    await fixture.get(QUERY, 'member').expect(401);
  });
});

describe('sessionCookie', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['overlay_session=abc', 'abc'],
    ['theme=dark; overlay_session=abc-_1; other=x', 'abc-_1'],
    ['overlay_session=', undefined],
    ['xoverlay_session=abc', undefined],
  ])('should read %p as %p', (header, expected) => {
    expect(sessionCookie(header)).toBe(expected);
  });
});
