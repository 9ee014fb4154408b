import { flagMetrics } from '@daftar/db/schema/flags';
import { describe, expect, it } from 'vitest';
import { insertFlag } from '../support/factories.ts';
import { testAppPer } from '../support/test-app.ts';

const t = testAppPer('test', {}, (app) => {
  insertFlag(app.db, { name: 'hub-taksa' });
});

const bucket = (toggles: Record<string, unknown>) => ({
  start: '2025-01-01T00:00:00Z',
  stop: '2025-01-01T00:00:30Z',
  toggles,
});
const metrics = (overrides: Record<string, unknown> = {}) => ({
  appName: 'daftar-web',
  instanceId: 'browser',
  bucket: bucket({ 'hub-taksa': { yes: 3, no: 1, variants: {} } }),
  ...overrides,
});
const post = (body: unknown) =>
  t.apps.main.request('/api/frontend/client/metrics', {
    method: 'POST',
    headers: { authorization: 'test-frontend-key', 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('Unleash client/metrics stores only bounded counts (issue 20)', () => {
  it('refuses oversized fields with 400 and stores nothing', async () => {
    const manyToggles = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`f${i}`, { yes: 1, no: 0 }]));
    const manyVariants = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`v${i}`, 1]));
    const bad = [
      metrics({ appName: 'a'.repeat(10_000) }),
      metrics({ appName: '' }),
      metrics({ instanceId: 'i'.repeat(1_000) }),
      metrics({ bucket: { ...bucket({}), start: 's'.repeat(1_000) } }),
      metrics({ bucket: bucket(manyToggles) }),
      metrics({ bucket: bucket({ ['n'.repeat(201)]: { yes: 1, no: 0 } }) }),
      metrics({ bucket: bucket({ 'hub-taksa': { yes: -5, no: 0 } }) }),
      metrics({ bucket: bucket({ 'hub-taksa': { yes: 1e12, no: 0 } }) }),
      metrics({ bucket: bucket({ 'hub-taksa': { yes: 1, no: 0, variants: manyVariants } }) }),
    ];
    for (const body of bad) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, message: 'VALIDATION_FAILED' });
    }
    expect(t.db.select().from(flagMetrics).all()).toEqual([]);
  });

  it('refuses a body over 64 KiB with 413 before reading it', async () => {
    const res = await post(metrics({ padding: 'x'.repeat(70 * 1024) }));
    expect(res.status).toBe(413);
    expect(t.db.select().from(flagMetrics).all()).toEqual([]);
  });

  it('drops counts of flags that do not exist, so made-up names add no rows', async () => {
    const res = await post(
      metrics({ bucket: bucket({ 'hub-taksa': { yes: 2, no: 0 }, 'made-up': { yes: 1, no: 1 } }) }),
    );
    expect(res.status).toBe(202);
    expect(t.db.select().from(flagMetrics).all()).toEqual([
      expect.objectContaining({ flagName: 'hub-taksa', yes: 2, no: 0 }),
    ]);
  });
});
