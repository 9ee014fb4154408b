import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe('API reference', () => {
  let t: TestApp;
  beforeEach(() => {
    t = createTestApp();
  });
  afterEach(() => t.dispose());

  it('serves the OpenAPI 3.1 document generated from the catalogue', async () => {
    const res = await t.apps.main.request('/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/v1/app-setting/app-version']?.get?.operationId).toBe('getAppSetting');
    expect(doc.paths['/auth/refresh-tokens']?.put?.operationId).toBe('refreshTokens');
  });

  it('serves a browsable page listing every call', async () => {
    const res = await t.apps.main.request('/docs');
    expect(res.headers.get('content-type')).toContain('text/html');
    const page = await res.text();
    expect(page).toContain('Daftar API reference');
    expect(page).toContain('/api/v1/users/profile');
    expect(page).toContain('id="exchangeBankingCode"');
  });
});
