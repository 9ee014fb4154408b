import { describe, expect, it } from 'vitest';
import { call } from '../support/http.ts';
import { testAppPer } from '../support/test-app.ts';

const t = testAppPer('test');

const spa = 'http://localhost:5173';

describe('CORS for the SPA origins only', () => {
  it('lets the SPA origin read an answer with credentials and the exposed headers, and says it varies by Origin', async () => {
    const answer = await call(t.apps.main, 'GET', '/health', { headers: { Origin: spa } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(spa);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('access-control-expose-headers')?.split(',')).toEqual(
      expect.arrayContaining(['bank-token', 'ETag', 'Retry-After']),
    );
    expect(answer.headers.get('vary')).toContain('Origin');
  });

  it('gives another origin no CORS headers, so its browser keeps the answer from it', async () => {
    const answer = await call(t.apps.main, 'GET', '/health', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers a preflight with 204, the methods and the headers the SPA sends, to be kept ten minutes', async () => {
    const answer = await call(t.apps.main, 'OPTIONS', '/api/v1/companies/1/stakeholders', {
      headers: {
        Origin: spa,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
      xsrf: false,
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(spa);
    expect(answer.headers.get('access-control-allow-methods')?.split(',')).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    );
    expect(answer.headers.get('access-control-allow-headers')?.split(',')).toEqual(
      expect.arrayContaining(['Authorization', 'Content-Type', 'X-XSRF-TOKEN', 'bank-token', 'Idempotency-Key']),
    );
    // Kept by the browser for ten minutes, not Chromium's default of five seconds.
    expect(answer.headers.get('access-control-max-age')).toBe('600');
  });

  it('keeps its headers on an error answer and on the XSRF cookie the answer sets', async () => {
    const answer = await call(t.apps.main, 'GET', '/api/v1/users/profile', { headers: { Origin: spa } });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('access-control-allow-origin')).toBe(spa);
    expect(answer.headers.getSetCookie()).toHaveLength(1);
  });
});
