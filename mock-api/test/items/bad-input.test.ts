import { items } from '@daftar/db/schema/items';
import { describe, expect, it } from 'vitest';
import { companyAreaPerTest } from '../support/company-member.ts';
import { insertItem } from '../support/factories.ts';
import { expectValidationFailed } from '../support/expect-answers.ts';
import { call } from '../support/http.ts';
import { expectUnchanged } from '../support/rows.ts';

const area = companyAreaPerTest('items');

const product = { kind: 'PRODUCT', name: 'قهوه اسپرسو', unit: 'بسته', vatApplicable: true };
const service = { kind: 'SERVICE', name: 'مشاوره', unit: 'ساعت', vatApplicable: true };

const expectRefused = (method: string, path: string, body: unknown, field: string, message?: string) =>
  expectValidationFailed({ t: area.t, s: area.s, table: items }, [method, path, body], field, message);

describe('items: bad input is 400 with field errors and writes nothing', () => {
  it.each<[query: string, field: string, message?: string]>([
    ['sort=-displayName', 'query.sort', 'INVALID_SORT'],
    ['pageSize=0', 'query.pageSize'],
    ['kind=GOODS', 'query.kind'],
    ['active=1', 'query.active'],
  ])('list ?%s', async (query, field, message) => {
    await expectRefused('GET', `${area.base}?${query}`, undefined, field, message);
  });

  it('categories, next-code, read and delete with a bad id', async () => {
    await expectRefused('GET', '/api/v1/companies/0/items/categories', undefined, 'params.companyId');
    await expectRefused('GET', '/api/v1/companies/x/items/next-code', undefined, 'params.companyId');
    await expectRefused('GET', `${area.base}/-1`, undefined, 'params.id');
    await expectRefused('DELETE', `${area.base}/1.5`, undefined, 'params.id');
  });

  it.each<[what: string, body: Record<string, unknown>, field: string, message?: string]>([
    ['a wrong barcode check digit', { ...product, barcode: '6260100500014' }, 'body.barcode', 'INVALID_BARCODE'],
    ['a barcode on a service', { ...service, barcode: '6260100500013' }, 'body.barcode', 'BARCODE_FOR_PRODUCTS_ONLY'],
    ['stock on a service', { ...service, trackStock: true }, 'body.trackStock', 'STOCK_FOR_PRODUCTS_ONLY'],
    ['a price in decimals', { ...product, salePrice: 1850.5 }, 'body.salePrice', 'INVALID_AMOUNT'],
    ['a negative price', { ...product, purchasePrice: -10 }, 'body.purchasePrice', 'INVALID_AMOUNT'],
    ['a VAT rate over 100', { ...product, vatRate: 110 }, 'body.vatRate', 'INVALID_VAT_RATE'],
    ['a one-letter name', { ...product, name: 'ق' }, 'body.name', 'NAME_TOO_SHORT'],
    ['no unit', { ...product, unit: '' }, 'body.unit', 'REQUIRED'],
    ['no VAT flag', { kind: 'PRODUCT', name: 'قهوه', unit: 'بسته' }, 'body.vatApplicable'],
  ])('create with %s', async (_what, body, field, message) => {
    await expectRefused('POST', area.base, body, field, message);
  });

  it('update with a bad field or id leaves the row as it was', async () => {
    const row = insertItem(area.t.db, area.companyId);
    await expectRefused(
      'PUT',
      `${area.base}/${row.id}`,
      { ...product, code: 'کد' },
      'body.code',
      'INVALID_RECORD_CODE',
    );
    await expectRefused('PUT', `${area.base}/next`, product, 'params.id');
  });
});

describe('items: a code the company already has is 409 and writes nothing', () => {
  it('refuses it on create and on update', async () => {
    insertItem(area.t.db, area.companyId, { code: '1001' });
    const other = insertItem(area.t.db, area.companyId, { code: '1002' });
    await expectUnchanged(area.t.db, items, async () => {
      const created = await call(area.t.apps.main, 'POST', area.base, {
        headers: area.s.auth,
        body: { ...product, code: '1001' },
      });
      expect(created).toMatchObject({
        status: 409,
        body: { success: false, message: 'DUPLICATE_CODE', errors: [{ path: 'body.code', message: 'DUPLICATE_CODE' }] },
      });
      const updated = await call(area.t.apps.main, 'PUT', `${area.base}/${other.id}`, {
        headers: area.s.auth,
        body: { ...product, code: '1001' },
      });
      expect(updated.status).toBe(409);
    });
  });
});
