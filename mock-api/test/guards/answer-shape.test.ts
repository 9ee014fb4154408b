import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CachedRouter } from '../../src/http/cached-router.ts';
import { appWithSignedInUser } from '../support/company-member.ts';
import { addMember, insertAppSettings, insertCompany, insertStakeholder } from '../support/factories.ts';
import { call } from '../support/http.ts';
import type { TestSession } from '../support/session.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
let s: TestSession;
beforeEach(async () => {
  ({ t, s } = await appWithSignedInUser());
});
afterEach(() => t.dispose());

const spa = 'http://localhost:5173';

/**
 * The guards' headers (CORS, a new XSRF cookie) travel as a plain record beside the answer (http/answer.ts); an
 * answer whose handler set its own status or headers is built by Hono with both (issue 19's overhead work).
 */
describe('every answer carries the guards’ headers and what its handler set', () => {
  it('a kept map: CORS, the cookie, its ETag; and its 304 the same', async () => {
    insertAppSettings(t.db);
    const first = await t.apps.main.request('/api/v1/app-setting/app-version', { headers: { Origin: spa } });
    expect(first.status).toBe(200);
    expect(first.headers.get('access-control-allow-origin')).toBe(spa);
    expect(first.headers.get('vary')).toBe('Origin');
    expect(first.headers.getSetCookie()).toEqual([expect.stringMatching(/^XSRF-TOKEN=[^;]+; Path=\/; SameSite=Lax$/)]);
    expect(first.headers.get('content-type')).toBe('application/json');
    const etag = first.headers.get('etag') ?? '';
    const again = await t.apps.main.request('/api/v1/app-setting/app-version', {
      headers: { Origin: spa, 'If-None-Match': etag, Cookie: 'XSRF-TOKEN=kept' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('access-control-allow-origin')).toBe(spa);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('a create whose handler set 201: the status and CORS (its cookie came with it: none set)', async () => {
    const created = await call(t.apps.main, 'POST', '/api/v1/companies', {
      headers: { ...s.auth, Origin: spa },
      body: { name: 'کافه نارنج', phone: '03132221100', nationalId: '10320547898' },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('access-control-allow-origin')).toBe(spa);
    expect(created.headers.get('content-type')).toBe('application/json');
    expect(created.headers.getSetCookie()).toEqual([]);
  });

  it('a refusal by a guard, by a handler and by the router: CORS on each', async () => {
    const xsrf = await call(t.apps.main, 'POST', '/api/v1/companies', {
      headers: { ...s.auth, Origin: spa, Cookie: 'XSRF-TOKEN=a', 'X-XSRF-TOKEN': 'b' },
      body: {},
    });
    expect(xsrf.status).toBe(403);
    expect(xsrf.headers.get('access-control-allow-origin')).toBe(spa);
    // The refused cookie is replaced with a fresh one.
    expect(xsrf.headers.getSetCookie()).toHaveLength(1);
    const missing = await call(t.apps.main, 'GET', '/api/v1/companies/999', { headers: { ...s.auth, Origin: spa } });
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.headers.get('access-control-allow-origin')).toBe(spa);
    const unknown = await call(t.apps.main, 'GET', '/api/v1/nowhere', { headers: { Origin: spa } });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('access-control-allow-origin')).toBe(spa);
  });

  it('a route outside the endpoint catalogue (health) gets them added to its answer', async () => {
    const health = await t.apps.main.request('/health', { headers: { Origin: spa } });
    expect(await health.json()).toEqual({ ok: true, host: 'main' });
    expect(health.headers.get('access-control-allow-origin')).toBe(spa);
    expect(health.headers.getSetCookie()).toHaveLength(1);
  });

  it('a kept match answers each path with its own parameters', async () => {
    const company = insertCompany(t.db);
    addMember(t.db, s.userId, company.id);
    const [a, b] = [insertStakeholder(t.db, company.id), insertStakeholder(t.db, company.id)];
    for (const id of [a.id, b.id, a.id]) {
      const answer = await call<{ itemInfo: { id: number } }>(
        t.apps.main,
        'GET',
        `/api/v1/companies/${company.id}/stakeholders/${id}`,
        { headers: s.auth },
      );
      expect(answer.body.itemInfo.id).toBe(id);
    }
  });
});

describe('CachedRouter', () => {
  it('matches as the trie does, and a route added later is seen', () => {
    const router = new CachedRouter<string>();
    router.add('GET', '/a/:id', 'a');
    const first = router.match('GET', '/a/1');
    expect(first[0].map(([handler, params]) => [handler, params])).toEqual([['a', { id: '1' }]]);
    expect(router.match('GET', '/a/1')).toBe(first);
    router.add('GET', '/a/:id', 'b');
    expect(router.match('GET', '/a/1')[0].map(([handler]) => handler)).toEqual(['a', 'b']);
  });
});
