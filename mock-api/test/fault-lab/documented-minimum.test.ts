import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMember, insertAppSettings, insertCompany, insertTerminal, insertUser } from '../support/factories.ts';
import { signedIn, type TestSession } from '../support/session.ts';
import { createTestApp, loopbackEnv, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let s: TestSession;
let companyId: number;

const put = (body: unknown) => ({
  method: 'PUT',
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json' },
});
const control = (path: string, init?: RequestInit) => t.apps.main.request(`/__mock${path}`, init, loopbackEnv);
const settingsOf = async (res: Response) =>
  ((await res.json()) as { itemInfo: { documentedMinimum: boolean } }).itemInfo.documentedMinimum;
const read = async (app: 'main' | 'pay', path: string) => {
  const res = await t.apps[app].request(path, { headers: s.auth });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
};

beforeEach(async () => {
  t = createTestApp({ faultLab: true });
  insertAppSettings(t.db);
  const user = insertUser(t.db);
  companyId = insertCompany(t.db).id;
  addMember(t.db, user.id, companyId, 'OWNER');
  insertTerminal(t.db, companyId);
  s = await signedIn(t.db, t.config, user.id);
});
afterEach(() => t.dispose());

describe('documented-minimum answers (issue 20)', () => {
  it('is off by default: the mock answers its additions', async () => {
    expect(await settingsOf(await control('/settings'))).toBe(false);
    const profile = await read('main', '/api/v1/users/profile');
    expect(Object.keys(profile.info as object)).toContain('firstName');
    expect(
      Object.keys(((await read('pay', `/api/v1/pay/terminals?companyId=${companyId}`)).data as object[])[0] ?? {}),
    ).toContain('name');
  });

  it('cuts app-version, the profile and the terminals down to what SPEC §3 and §7 document', async () => {
    const on = await control('/settings', put({ documentedMinimum: true }));
    expect(await settingsOf(on)).toBe(true);

    const setting = await read('main', '/api/v1/app-setting/app-version');
    expect(setting).toEqual({
      success: true,
      itemInfo: {
        appVersion: expect.any(String),
        forceUpdate: false,
        dashboardStructureTimeStamp: 0,
        translationVersion: expect.any(Number),
      },
    });
    const profile = await read('main', '/api/v1/users/profile');
    expect(profile).toEqual({
      success: true,
      info: { role: 'USER', email: expect.any(String) },
      preferences: { lang: expect.any(String), langDir: expect.any(String) },
      companies: [{ companyId }],
    });
    const terminals = await read('pay', `/api/v1/pay/terminals?companyId=${companyId}`);
    expect(terminals).toEqual({ data: [{ id: expect.any(Number) }] });
  });

  it('leaves errors and other calls alone, and the lab reset turns it off', async () => {
    await control('/settings', put({ documentedMinimum: true }));
    const refused = await t.apps.main.request('/api/v1/users/profile');
    expect(await refused.json()).toEqual({ success: false, message: 'UNAUTHORIZED' });
    const company = await read('main', `/api/v1/companies/${companyId}`);
    expect(company.itemInfo).toMatchObject({ id: companyId, name: expect.any(String) });
    await control('/reset', { method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(await settingsOf(await control('/settings'))).toBe(false);
  });

  it("serves the lab's versions (the SPA's dev and preview hosts answer version.json with them)", async () => {
    const res = await control('/versions');
    expect(await res.json()).toEqual({
      success: true,
      itemInfo: { webAppVersion: expect.any(String), translationVersion: expect.any(Number) },
    });
  });
});
