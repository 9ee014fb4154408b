import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertCompany, insertTerminal } from '../support/factories.ts';
import { memberOfNewCompany } from '../support/company-member.ts';
import { call } from '../support/http.ts';
import { expiredToken, type TestSession } from '../support/session.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
let s: TestSession;
let companyId: number;
beforeEach(async () => {
  ({ t, s, companyId } = await memberOfNewCompany());
});
afterEach(() => t.dispose());

const terminals = (query: string, headers: Record<string, string> = s.auth) =>
  call<{ data: unknown[]; message?: string }>(t.apps.pay, 'GET', `/api/v1/pay/terminals${query}`, { headers });

describe('GET /api/v1/pay/terminals (payment host)', () => {
  it("lists the company's terminals as data", async () => {
    const shared = insertTerminal(t.db, companyId, { name: 'درگاه اینترنتی', kind: 'shared' });
    insertTerminal(t.db, insertCompany(t.db).id, { name: 'not ours' });
    const answer = await terminals(`?companyId=${companyId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: [{ id: shared.id, name: 'درگاه اینترنتی', kind: 'shared', active: true, status: 'ACTIVE' }],
    });
  });

  it('answers an empty list for a company without terminals', async () => {
    expect((await terminals(`?companyId=${companyId}`)).body.data).toEqual([]);
  });

  it("refuses another company's terminals with 403, an unknown one with 404", async () => {
    const other = insertCompany(t.db).id;
    insertTerminal(t.db, other);
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
    expect((await terminals(`?companyId=${companyId}`, await expiredToken(t.config, s))).status).toBe(401);
    const main = await call(t.apps.main, 'GET', `/api/v1/pay/terminals?companyId=${companyId}`, { headers: s.auth });
    expect(main.status).toBe(404);
  });
});
