import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { companyAreaPerTest } from '../support/company-member.ts';
import { call, xsrfPair } from '../support/http.ts';

/** What the OpenAPI fuzzer of issue 37 met besides the 500s: methods a path does not take, ids that are no ids. */
const area = companyAreaPerTest('items');

describe('a method the path does not take is 405 with Allow, before the XSRF check', () => {
  it.each([
    ['DELETE', '/api/v1/app-setting/app-version', 'GET, HEAD, OPTIONS'],
    ['PATCH', '/api/v1/companies/1/items/7', 'DELETE, GET, HEAD, OPTIONS, PUT'],
  ])('%s %s', async (method, path, allow) => {
    const answer = await area.t.apps.main.request(path, { method, headers: xsrfPair });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('Allow')).toBe(allow);
    expect(await answer.json()).toEqual({ success: false, message: 'METHOD_NOT_ALLOWED' });
  });

  it('TRACE (which fetch cannot send) over a socket: a known path and an unknown one', async () => {
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: area.t.apps.main.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    const { port } = server.address() as AddressInfo;
    const trace = (path: string) =>
      new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, path, method: 'TRACE', headers: { Host: 'localhost' } },
          (res) => {
            res.resume();
            resolve({ status: res.statusCode ?? 0, allow: res.headers.allow });
          },
        );
        req.on('error', reject);
        req.end();
      });
    try {
      expect(await trace('/api/v1/app-setting/app-version')).toEqual({ status: 405, allow: 'GET, HEAD, OPTIONS' });
      expect(await trace('/no/such/path')).toEqual({ status: 405, allow: 'GET, HEAD, OPTIONS' });
    } finally {
      server.close();
    }
  });

  it('the pay host: its own paths', async () => {
    const answer = await area.t.apps.pay.request('/api/v1/pay/terminals', { method: 'DELETE', headers: xsrfPair });
    expect({ status: answer.status, allow: answer.headers.get('Allow') }).toEqual({
      status: 405,
      allow: 'GET, HEAD, OPTIONS, POST',
    });
  });

  it('a method the path takes still meets its guards (an unauthenticated write: 403 XSRF first)', async () => {
    const answer = await area.t.apps.main.request(`/api/v1/companies/${area.companyId}/items`, { method: 'POST' });
    expect(answer.status).toBe(403);
  });
});

describe('a path id that is no number is 400 with a code', () => {
  it.each(['abc', '1.5', '0', '-3'])('items/%s', async (id) => {
    const answer = await call(area.t.apps.main, 'GET', `/api/v1/companies/${area.companyId}/items/${id}`, {
      headers: area.s.auth,
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'VALIDATION_FAILED', errors: [{ path: 'params.id', message: 'INVALID_ID' }] },
    });
  });

  it('every field error is a code, never a sentence of the validator', async () => {
    const answer = await call(area.t.apps.main, 'POST', `/api/v1/companies/${area.companyId}/items`, {
      headers: area.s.auth,
      body: { name: ['not', 'a', 'name'], kind: 42 },
    });
    expect(answer.status).toBe(400);
    const errors = (answer.body as { errors: { message: string }[] }).errors;
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) expect(error.message).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });
});
