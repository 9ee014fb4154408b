import { items } from '@daftar/db/schema/items';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memberOfNewCompany } from '../support/company-member.ts';
import { insertCompany, insertItem } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { rowsIn } from '../support/rows.ts';
import type { TestSession } from '../support/session.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
let s: TestSession;
let companyId: number;
let base: string;
beforeEach(async () => {
  ({ t, s, companyId } = await memberOfNewCompany());
  base = `/api/v1/companies/${companyId}/items`;
});
afterEach(() => t.dispose());

type One = { itemInfo: Record<string, unknown> & { id: number; code: string } };

const tea = {
  kind: 'PRODUCT',
  name: 'چای سیاه ممتاز ۵۰۰ گرمی',
  unit: 'بسته',
  salePrice: 1_850_000,
  purchasePrice: 1_400_000,
  vatApplicable: true,
  barcode: '6260100500013',
  category: 'نوشیدنی',
  trackStock: true,
};
const setup = { kind: 'SERVICE', name: 'نصب و راه‌اندازی', unit: 'ساعت', salePrice: 12_000_000, vatApplicable: true };

describe('items: create, read, update, delete', () => {
  it('creates a product with 201 and the next code, with VAT 10% unless told, and reads it back', async () => {
    const created = await call<One>(t.apps.main, 'POST', base, { headers: s.auth, body: tea });
    expect(created.status).toBe(201);
    expect(created.body.itemInfo).toMatchObject({ ...tea, code: '1001', vatRate: 10, active: true });
    expect(created.body.itemInfo).not.toHaveProperty('searchText');
    const read = await call<One>(t.apps.main, 'GET', `${base}/${created.body.itemInfo.id}`, { headers: s.auth });
    expect(read.body.itemInfo).toEqual(created.body.itemInfo);
  });

  it('creates a VAT-exempt service with no purchase price, barcode or stock', async () => {
    const created = await call<One>(t.apps.main, 'POST', base, {
      headers: s.auth,
      body: { ...setup, vatApplicable: false, vatRate: 0, code: 'SRV-1' },
    });
    expect(created.body.itemInfo).toMatchObject({
      code: 'SRV-1',
      kind: 'SERVICE',
      purchasePrice: null,
      barcode: null,
      category: null,
      vatApplicable: false,
      vatRate: 0,
      trackStock: false,
    });
  });

  it('answers the next code after the largest numeric one', async () => {
    const nextCode = async () =>
      (await call<One>(t.apps.main, 'GET', `${base}/next-code`, { headers: s.auth })).body.itemInfo.code;
    expect(await nextCode()).toBe('1001');
    insertItem(t.db, companyId, { code: '2040' });
    insertItem(t.db, companyId, { code: 'X-99999' });
    expect(await nextCode()).toBe('2041');
  });

  it('replaces every field on PUT; left-out fields become null and the code stays unless given', async () => {
    const created = await call<One>(t.apps.main, 'POST', base, { headers: s.auth, body: tea });
    const path = `${base}/${created.body.itemInfo.id}`;
    const replaced = await call<One>(t.apps.main, 'PUT', path, {
      headers: s.auth,
      body: { kind: 'PRODUCT', name: 'چای سبز', unit: 'عدد', vatApplicable: true },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.itemInfo).toMatchObject({
      code: '1001',
      name: 'چای سبز',
      salePrice: null,
      purchasePrice: null,
      barcode: null,
      category: null,
      trackStock: false,
    });
  });

  it('lists the categories in use, once each, alphabetically', async () => {
    for (const category of ['نوشیدنی', 'خدمات', 'نوشیدنی', 'آجیل']) insertItem(t.db, companyId, { category });
    insertItem(t.db, companyId);
    insertItem(t.db, insertCompany(t.db).id, { category: 'لبنیات' });
    const answer = await call(t.apps.main, 'GET', `${base}/categories`, { headers: s.auth });
    expect(answer).toMatchObject({ status: 200, body: { success: true, data: ['آجیل', 'خدمات', 'نوشیدنی'] } });
  });

  it('deletes an item (DELETED), after which it is 404', async () => {
    const created = await call<One>(t.apps.main, 'POST', base, { headers: s.auth, body: setup });
    const path = `${base}/${created.body.itemInfo.id}`;
    const deleted = await call(t.apps.main, 'DELETE', path, { headers: s.auth });
    expect(deleted).toMatchObject({ status: 200, body: { itemInfo: { outcome: 'DELETED' } } });
    expect(rowsIn(t.db, items)).toBe(0);
    expect(await call(t.apps.main, 'GET', path, { headers: s.auth })).toMatchObject({
      status: 404,
      body: { message: 'ITEM_NOT_FOUND' },
    });
  });
});
