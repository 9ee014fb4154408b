import { items } from '@daftar/db/schema/items';
import { stakeholders } from '@daftar/db/schema/stakeholders';
import { afterEach, describe, expect, it } from 'vitest';
import { memberOfNewCompany } from '../support/company-member.ts';
import { insertItem, insertStakeholder } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { expectUnchanged, rowsIn } from '../support/rows.ts';
import type { TestSession } from '../support/session.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp | undefined;
afterEach(() => t?.dispose());

async function as(role: 'SALES' | 'VIEWER'): Promise<{ t: TestApp; s: TestSession; companyId: number }> {
  const member = await memberOfNewCompany(role);
  t = member.t;
  return member;
}

/**
 * What the role table means for a company's records beside the whole walk (role-table.test.ts): a salesman keeps
 * the daily work a MEMBER had (add, change and delete customers and items; a referenced record is archived, not
 * deleted), a viewer only reads, and neither sees the invitation code, which only the OWNER and ADMIN hand out.
 */
describe('what SALES and VIEWER may do with the company records (issue 18)', () => {
  it('SALES deletes an item and a stakeholder of the company', async () => {
    const { t, s, companyId } = await as('SALES');
    const item = insertItem(t.db, companyId);
    const stakeholder = insertStakeholder(t.db, companyId);
    const base = `/api/v1/companies/${companyId}`;
    expect((await call(t.apps.main, 'DELETE', `${base}/items/${item.id}`, { headers: s.auth })).status).toBe(200);
    const removed = await call(t.apps.main, 'DELETE', `${base}/stakeholders/${stakeholder.id}`, { headers: s.auth });
    expect(removed.status).toBe(200);
    expect(rowsIn(t.db, items) + rowsIn(t.db, stakeholders)).toBe(0);
  });

  it('VIEWER reads a stakeholder but deleting it is 403 ROLE_FORBIDDEN and nothing changes', async () => {
    const { t, s, companyId } = await as('VIEWER');
    const stakeholder = insertStakeholder(t.db, companyId);
    const path = `/api/v1/companies/${companyId}/stakeholders/${stakeholder.id}`;
    expect((await call(t.apps.main, 'GET', path, { headers: s.auth })).status).toBe(200);
    await expectUnchanged(t.db, stakeholders, async () => {
      const refused = await call(t.apps.main, 'DELETE', path, { headers: s.auth });
      expect(refused).toMatchObject({ status: 403, body: { success: false, message: 'ROLE_FORBIDDEN' } });
    });
  });

  it.each(['SALES', 'VIEWER'] as const)('%s does not see the invitation code', async (role) => {
    const { t, s, companyId } = await as(role);
    const company = await call<{ itemInfo: { invitationCode: string | null } }>(
      t.apps.main,
      'GET',
      `/api/v1/companies/${companyId}`,
      { headers: s.auth },
    );
    expect(company.status).toBe(200);
    expect(company.body.itemInfo.invitationCode).toBeNull();
  });
});
