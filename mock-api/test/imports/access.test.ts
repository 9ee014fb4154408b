import { items } from '@daftar/db/schema/items';
import { stakeholders } from '@daftar/db/schema/stakeholders';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMember, insertCompany, insertUser } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { rowsIn } from '../support/rows.ts';
import { signedIn, type TestSession } from '../support/session.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { csvBytes, fileBody } from './import-files.ts';

let t: TestApp;
let companyId: number;
beforeEach(() => {
  t = createTestApp();
  companyId = insertCompany(t.db).id;
});
afterEach(() => t.dispose());

const customers = csvBytes([
  ['First name', 'Last name'],
  ['Ali', 'Rezaei'],
]);
const itemFile = csvBytes([
  ['Name', 'Unit'],
  ['Tea', 'Box'],
]);

async function member(role?: 'OWNER' | 'ADMIN' | 'ACCOUNTANT' | 'SALES' | 'VIEWER'): Promise<TestSession> {
  const s = await signedIn(t.db, t.config, insertUser(t.db).id);
  if (role) addMember(t.db, s.userId, companyId, role);
  return s;
}

const importCall = (s: TestSession | undefined, path: string, bytes: Buffer, company = companyId) =>
  call(t.apps.main, 'POST', `/api/v1/companies/${company}/${path}`, {
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
    const template = await call(t.apps.main, 'GET', `/api/v1/companies/${companyId}/items/import/items/template`, {
      headers: outsider.auth,
    });
    expect(template.status).toBe(403);
    expect(rowsIn(t.db, stakeholders) + rowsIn(t.db, items)).toBe(0);
  });

  it('lets sales import customers and items into their own company only', async () => {
    const sales = await member('SALES');
    expect((await importCall(sales, 'stakeholders/import/customers/commit', customers)).status).toBe(200);
    expect((await importCall(sales, 'items/import/items/commit', itemFile)).status).toBe(200);
    const other = insertCompany(t.db).id;
    expect((await importCall(sales, 'items/import/items/commit', itemFile, other)).status).toBe(403);
    expect(rowsIn(t.db, stakeholders)).toBe(1);
    expect(rowsIn(t.db, items)).toBe(1);
  });
});
