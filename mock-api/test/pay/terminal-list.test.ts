import { describe, expect, it } from 'vitest';
import { insertCompany, insertTerminal } from '../support/factories.ts';
import { companyAreaPerTest } from '../support/company-member.ts';
import { call } from '../support/http.ts';
import { expiredToken } from '../support/session.ts';

const area = companyAreaPerTest('pay/terminals');

const terminals = (query: string, headers: Record<string, string> = area.s.auth) =>
  call<{ data: unknown[]; message?: string }>(area.t.apps.pay, 'GET', `/api/v1/pay/terminals${query}`, { headers });

describe('GET /api/v1/pay/terminals (payment host)', () => {
  it("lists the company's terminals as data", async () => {
    const shared = insertTerminal(area.t.db, area.companyId, { name: 'درگاه اینترنتی', kind: 'shared' });
    insertTerminal(area.t.db, insertCompany(area.t.db).id, { name: 'not ours' });
    const answer = await terminals(`?companyId=${area.companyId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: [{ id: shared.id, name: 'درگاه اینترنتی', kind: 'shared', active: true, status: 'ACTIVE' }],
    });
  });

  it('answers an empty list for a company without terminals', async () => {
    expect((await terminals(`?companyId=${area.companyId}`)).body.data).toEqual([]);
  });

  it("refuses another company's terminals with 403, an unknown one with 404", async () => {
    const other = insertCompany(area.t.db).id;
    insertTerminal(area.t.db, other);
    expect(await terminals(`?companyId=${other}`)).toMatchObject({
      status: 403,
      body: { message: 'NOT_A_COMPANY_MEMBER' },
    });
    expect((await terminals('?companyId=9999')).status).toBe(404);
  });

  it('refuses a missing or bad companyId with 400', async () => {
    expect((await terminals('')).status).toBe(400);
    expect((await terminals('?companyId=-1')).status).toBe(400);
  });

  it('answers 401 to an expired token, and is not on the main host', async () => {
    expect((await terminals(`?companyId=${area.companyId}`, await expiredToken(area.t.config, area.s))).status).toBe(
      401,
    );
    const main = await call(area.t.apps.main, 'GET', `/api/v1/pay/terminals?companyId=${area.companyId}`, {
      headers: area.s.auth,
    });
    expect(main.status).toBe(404);
  });
});
