import { items } from '@daftar/db/schema/items';
import { stakeholders } from '@daftar/db/schema/stakeholders';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memberOfNewCompany } from '../support/company-member.ts';
import { insertItem, insertStakeholder } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { rowsIn } from '../support/rows.ts';
import type { TestSession } from '../support/session.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
let s: TestSession;
let companyId: number;
beforeEach(async () => {
  ({ t, s, companyId } = await memberOfNewCompany('MEMBER'));
});
afterEach(() => t.dispose());

/**
 * The decision README's "Security of the local mock" states: inside a company every member, MEMBER included, may add,
 * change and delete its records (SPEC §6 shows no finer roles; a referenced record is archived, not deleted). If a
 * finer rule comes, this test is where it changes.
 */
describe('what a MEMBER may do with the company records (issue 20)', () => {
  it('deletes an item and a stakeholder of the company', async () => {
    const item = insertItem(t.db, companyId);
    const stakeholder = insertStakeholder(t.db, companyId);
    const base = `/api/v1/companies/${companyId}`;
    expect((await call(t.apps.main, 'DELETE', `${base}/items/${item.id}`, { headers: s.auth })).status).toBe(200);
    const removed = await call(t.apps.main, 'DELETE', `${base}/stakeholders/${stakeholder.id}`, { headers: s.auth });
    expect(removed.status).toBe(200);
    expect(rowsIn(t.db, items) + rowsIn(t.db, stakeholders)).toBe(0);
  });

  it('does not see the invitation code, which only the OWNER and ADMIN may hand out', async () => {
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
