import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverLabHooks } from '../../src/fault-lab/lab-hooks.ts';
import { insertFlag } from '../support/factories.ts';
import { createTestApp, loopbackEnv, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeEach(() => {
  t = createTestApp({
    faultLab: true,
    hooks: { setFlag: (...args) => serverLabHooks(t.db, {}).setFlag(...args) },
  });
  insertFlag(t.db, {
    name: 'dashboard-layout',
    variantName: 'compact',
    variantPayloadType: 'json',
    variantPayloadValue: '{"columns":2}',
  });
});
afterEach(() => t.dispose());

const setFlag = (body: unknown) =>
  t.apps.main.request(
    '/__mock/flags/dashboard-layout',
    { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    loopbackEnv,
  );

async function layoutVariant(): Promise<unknown> {
  const res = await t.apps.main.request('/api/frontend?userId=qa@daftar.local', {
    headers: { authorization: 'test-frontend-key' },
  });
  const { toggles } = (await res.json()) as { toggles: { name: string; variant: unknown }[] };
  return toggles.find((toggle) => toggle.name === 'dashboard-layout')?.variant;
}

/** The dashboard's layout flag as QA changes it through the fault lab (issue 18). */
describe("the fault lab's flag control sets a flag's variant", () => {
  it('replaces the variant and its payload, which the frontend API then hands out', async () => {
    expect(
      (await setFlag({ enabled: true, variant: { name: 'wide', payload: { type: 'json', value: '{"columns":3}' } } }))
        .status,
    ).toBe(200);
    expect(await layoutVariant()).toEqual({
      name: 'wide',
      enabled: true,
      payload: { type: 'json', value: '{"columns":3}' },
    });
  });

  it('keeps the variant when only the switch is sent, and clears it with null', async () => {
    await setFlag({ enabled: true });
    expect(await layoutVariant()).toMatchObject({ name: 'compact' });
    await setFlag({ enabled: true, variant: null });
    expect(await layoutVariant()).toEqual({ name: 'disabled', enabled: false });
  });
});
