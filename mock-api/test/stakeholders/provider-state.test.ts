import { describe, expect, it } from 'vitest';
import { arrangeState } from '../pact/states/context.ts';
import { stakeholderStates } from '../pact/states/stakeholders.ts';
import { call } from '../support/http.ts';
import { testAppPer } from '../support/test-app.ts';

const t = testAppPer('test');

/** The consumer's pacts rely on these exact rows; this checks them through the API before any pact exists. */
describe("provider state 'a company of the signed-in user has stakeholders'", () => {
  it('serves «مریم احمدی» at the requested ids, beside a supplier business and an inactive person', async () => {
    const { headers } = await arrangeState(t, stakeholderStates['a company of the signed-in user has stakeholders'], {
      companyId: 3,
      stakeholderId: 42,
    });
    const one = await call(t.apps.main, 'GET', '/api/v1/companies/3/stakeholders/42', { headers });
    expect(one.status).toBe(200);
    expect(one.body.itemInfo).toMatchObject({
      id: 42,
      code: '1007',
      displayName: 'مریم احمدی',
      nationalId: '0499370899',
      postalCode: '1968913111',
      creditLimit: 50_000_000,
      phone: null,
      notes: null,
    });
    const page = await call<{ data: { code: string; active: boolean }[] }>(
      t.apps.main,
      'GET',
      '/api/v1/companies/3/stakeholders?sort=code',
      { headers },
    );
    expect(page.body.data.map(({ code, active }) => [code, active])).toEqual([
      ['1007', true],
      ['1008', true],
      ['1009', false],
    ]);
    const next = await call(t.apps.main, 'GET', '/api/v1/companies/3/stakeholders/next-code', { headers });
    expect(next.body).toEqual({ success: true, itemInfo: { code: '1010' } });
  });
});
