import { items } from '@daftar/db/schema/items';
import { stakeholders } from '@daftar/db/schema/stakeholders';
import { describe, expect, it } from 'vitest';
import { companyAreaPerTest } from '../support/company-member.ts';
import { addMember, insertCompany, insertUser } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { rowsIn } from '../support/rows.ts';
import { signedIn, type TestSession } from '../support/session.ts';
import { csvBytes, fileBody } from './import-files.ts';

// The area's own owner stays out of these tests: each test signs in the member it is about.
const area = companyAreaPerTest('');

const customers = csvBytes([
  ['First name', 'Last name'],
  ['Ali', 'Rezaei'],
]);
const itemFile = csvBytes([
  ['Name', 'Unit'],
  ['Tea', 'Box'],
]);

async function member(role?: 'OWNER' | 'ADMIN' | 'ACCOUNTANT' | 'SALES' | 'VIEWER'): Promise<TestSession> {
  const s = await signedIn(area.t.db, area.t.config, insertUser(area.t.db).id);
  if (role) addMember(area.t.db, s.userId, area.companyId, role);
  return s;
}

const importCall = (s: TestSession | undefined, path: string, bytes: Buffer, company = area.companyId) =>
  call(area.t.apps.main, 'POST', `/api/v1/companies/${company}/${path}`, {
    body: fileBody(bytes),
    headers: s?.auth ?? {},
  });

describe('imports: who may import', () => {
  it('refuses a non-member (403), a viewer (403 ROLE_FORBIDDEN), an unknown company (404) and no token (401), writing nothing', async () => {
    const outsider = await member();
    const viewer = await member('VIEWER');
    for (const path of ['stakeholders/import/customers/commit', 'items/import/items/commit']) {
      const bytes = path.startsWith('items') ? itemFile : customers;
      expect((await importCall(outsider, path, bytes)).status).toBe(403);
      const refused = await importCall(viewer, path, bytes);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ message: 'ROLE_FORBIDDEN' });
      expect((await importCall(viewer, path, bytes, 999_999)).status).toBe(404);
      expect((await importCall(undefined, path, bytes)).status).toBe(401);
    }
    const template = await call(
      area.t.apps.main,
      'GET',
      `/api/v1/companies/${area.companyId}/items/import/items/template`,
      {
        headers: outsider.auth,
      },
    );
    expect(template.status).toBe(403);
    expect(rowsIn(area.t.db, stakeholders) + rowsIn(area.t.db, items)).toBe(0);
  });

  it('lets sales import customers and items into their own company only', async () => {
    const sales = await member('SALES');
    expect((await importCall(sales, 'stakeholders/import/customers/commit', customers)).status).toBe(200);
    expect((await importCall(sales, 'items/import/items/commit', itemFile)).status).toBe(200);
    const other = insertCompany(area.t.db).id;
    expect((await importCall(sales, 'items/import/items/commit', itemFile, other)).status).toBe(403);
    expect(rowsIn(area.t.db, stakeholders)).toBe(1);
    expect(rowsIn(area.t.db, items)).toBe(1);
  });
});
