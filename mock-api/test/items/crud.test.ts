import { teaExample } from '@daftar/contracts/examples/items';
import { items } from '@daftar/db/schema/items';
import { describe, expect, it } from 'vitest';
import { companyAreaPerTest } from '../support/company-member.ts';
import { insertCompany, insertItem } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { rowsIn } from '../support/rows.ts';

const area = companyAreaPerTest('items');

type One = { itemInfo: Record<string, unknown> & { id: number; code: string } };

/** The tea without a code, VAT rate or active flag: the server's defaults fill them. */
const { code: _code, vatRate: _vatRate, active: _active, ...tea } = teaExample;
const setup = { kind: 'SERVICE', name: 'نصب و راه‌اندازی', unit: 'ساعت', salePrice: 12_000_000, vatApplicable: true };

describe('items: create, read, update, delete', () => {
  it('creates a product with 201 and the next code, with VAT 10% unless told, and reads it back', async () => {
    const created = await call<One>(area.t.apps.main, 'POST', area.base, { headers: area.s.auth, body: tea });
    expect(created.status).toBe(201);
    expect(created.body.itemInfo).toMatchObject({ ...tea, code: '1001', vatRate: 10, active: true });
    expect(created.body.itemInfo).not.toHaveProperty('searchText');
    const read = await call<One>(area.t.apps.main, 'GET', `${area.base}/${created.body.itemInfo.id}`, {
      headers: area.s.auth,
    });
    expect(read.body.itemInfo).toEqual(created.body.itemInfo);
  });

  it('creates a VAT-exempt service with no purchase price, barcode or stock', async () => {
    const created = await call<One>(area.t.apps.main, 'POST', area.base, {
      headers: area.s.auth,
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
      (await call<One>(area.t.apps.main, 'GET', `${area.base}/next-code`, { headers: area.s.auth })).body.itemInfo.code;
    expect(await nextCode()).toBe('1001');
    insertItem(area.t.db, area.companyId, { code: '2040' });
    insertItem(area.t.db, area.companyId, { code: 'X-99999' });
    expect(await nextCode()).toBe('2041');
  });

  it('replaces every field on PUT; left-out fields become null and the code stays unless given', async () => {
    const created = await call<One>(area.t.apps.main, 'POST', area.base, { headers: area.s.auth, body: tea });
    const path = `${area.base}/${created.body.itemInfo.id}`;
    const replaced = await call<One>(area.t.apps.main, 'PUT', path, {
      headers: area.s.auth,
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
    for (const category of ['نوشیدنی', 'خدمات', 'نوشیدنی', 'آجیل']) insertItem(area.t.db, area.companyId, { category });
    insertItem(area.t.db, area.companyId);
    insertItem(area.t.db, insertCompany(area.t.db).id, { category: 'لبنیات' });
    const answer = await call(area.t.apps.main, 'GET', `${area.base}/categories`, { headers: area.s.auth });
    expect(answer).toMatchObject({ status: 200, body: { success: true, data: ['آجیل', 'خدمات', 'نوشیدنی'] } });
  });

  it('deletes an item (DELETED), after which it is 404', async () => {
    const created = await call<One>(area.t.apps.main, 'POST', area.base, { headers: area.s.auth, body: setup });
    const path = `${area.base}/${created.body.itemInfo.id}`;
    const deleted = await call(area.t.apps.main, 'DELETE', path, { headers: area.s.auth });
    expect(deleted).toMatchObject({ status: 200, body: { itemInfo: { outcome: 'DELETED' } } });
    expect(rowsIn(area.t.db, items)).toBe(0);
    expect(await call(area.t.apps.main, 'GET', path, { headers: area.s.auth })).toMatchObject({
      status: 404,
      body: { message: 'ITEM_NOT_FOUND' },
    });
  });
});
