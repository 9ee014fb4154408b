import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { items } from '@daftar/db/schema/items';
import { stakeholders } from '@daftar/db/schema/stakeholders';
import { describe, expect, it } from 'vitest';
import { companyAreaPerTest } from '../support/company-member.ts';
import { call } from '../support/http.ts';
import { rowsIn } from '../support/rows.ts';
import { fileBody, xlsxBytes } from './import-files.ts';

const area = companyAreaPerTest('items/import/items', 'OWNER');

const post = (path: string, body: unknown) =>
  call<{ itemInfo: { counts: Record<string, number>; rows: { status: string; errors: unknown[] }[] } }>(
    area.t.apps.main,
    'POST',
    `/api/v1/companies/${area.companyId}/${path}`,
    { body, headers: area.s.auth },
  );

async function template(kind: string, lang: 'fa' | 'en'): Promise<Buffer> {
  const res = await area.t.apps.main.request(`/api/v1/companies/${area.companyId}/${kind}/template?lang=${lang}`, {
    headers: area.s.auth,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('spreadsheetml');
  return Buffer.from(await res.arrayBuffer());
}

describe('items import', () => {
  it('reads an XLSX with numbers, yes/no in Persian, and says the form’s refusals per cell', async () => {
    const bytes = await xlsxBytes([
      ['کد', 'نوع', 'نام', 'واحد', 'قیمت فروش', 'مشمول مالیات', 'بارکد'],
      ['P-1', 'کالا', 'چای سیاه', 'بسته', '۱٬۲۰۰٬۰۰۰', 'بله', '6260100000018'],
      ['S-1', 'خدمت', 'نصب', 'ساعت', 500000, 'خیر', '6260100000018'],
      ['P-2', 'کالا', 'قند', 'کیلو', 'ارزان', 'شاید', '1234'],
    ]);
    const { body } = await post('items/import/items/preview', fileBody(bytes, { fileName: 'items.xlsx' }));
    expect(body.itemInfo.counts).toMatchObject({ rows: 3, new: 1, error: 2 });
    expect(body.itemInfo.rows[1]?.errors).toEqual([{ field: 'barcode', code: 'BARCODE_FOR_PRODUCTS_ONLY' }]);
    expect(body.itemInfo.rows[2]?.errors).toEqual(
      expect.arrayContaining([
        { field: 'salePrice', code: 'INVALID_AMOUNT' },
        { field: 'vatApplicable', code: 'IMPORT_INVALID_YES_NO' },
        { field: 'barcode', code: 'INVALID_BARCODE' },
      ]),
    );
    const done = await post('items/import/items/commit', fileBody(bytes, { skipBadRows: true }));
    expect(done.status).toBe(200);
    const [tea] = area.t.db.select().from(items).where(eq(items.companyId, area.companyId)).all();
    expect(tea).toMatchObject({ code: 'P-1', name: 'چای سیاه', salePrice: 1_200_000, vatApplicable: true });
  });
});

describe('import templates', () => {
  it.each<['fa' | 'en', string, string]>([
    ['fa', 'items/import/items', 'items'],
    ['en', 'items/import/items', 'items'],
    ['fa', 'stakeholders/import/customers', 'customers'],
    ['en', 'stakeholders/import/customers', 'customers'],
  ])(
    'the %s template of %s has its headers, an example row that imports as it is, and the allowed values',
    async (lang, path) => {
      const bytes = await template(path, lang);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      expect(workbook.worksheets).toHaveLength(2);
      expect(workbook.worksheets[1]?.rowCount).toBeGreaterThan(5);
      const { body } = await post(`${path}/preview`, fileBody(bytes, { fileName: 'template.xlsx' }));
      expect(body.itemInfo.counts).toMatchObject({ rows: 1, new: 1, error: 0 });
      expect(rowsIn(area.t.db, items) + rowsIn(area.t.db, stakeholders)).toBe(0);
    },
  );
});
