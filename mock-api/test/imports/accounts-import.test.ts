import { and, eq, inArray } from 'drizzle-orm';
import { accounts } from '@daftar/db/schema/accounting-chart';
import { describe, expect, it } from 'vitest';
import { openInvoiceBooks } from '../invoices/invoice-books.ts';
import { commitAsOutsiders, csvBytes, fileBody, postImport, xlsxBytes } from './import-files.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';

const k = booksPerTest(openInvoiceBooks);

const post = (step: 'preview' | 'commit', body: unknown) =>
  postImport(k.t.apps.main, { kind: 'accounts', companyId: k.b.companyId, auth: k.s.auth }, step, body);

const chart = (codes: string[]) =>
  k.t.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.companyId, k.b.companyId), inArray(accounts.code, codes)))
    .all();

const sheet = csvBytes([
  ['کد حساب', 'نام حساب', 'نام انگلیسی', 'کد کل', 'ماهیت'],
  ['16', 'سپرده‌ها', 'Deposits', '1', ''],
  ['1601', 'سپرده ضمانت', 'Guarantee deposits', '16', 'بدهکار'],
  ['1104', 'صندوق شعبه', '', '11', ''],
  ['1105', 'حساب واسط', 'Clearing', '۱۱', 'ندارد'],
  ['9901', 'بی‌والد', '', '99', ''],
  ['1106', 'زیر معین', '', '1101', ''],
  ['1101', 'صندوق', '', '11', ''],
  ['1107', 'ماهیت بد', '', '11', 'شاید'],
]);

describe('chart accounts import', () => {
  it('places kol and moein rows under the chart’s groups and the file’s earlier kols, refusing bad parents per cell', async () => {
    const { status, body } = await post('preview', fileBody(sheet));
    expect(status).toBe(200);
    expect(body.itemInfo.counts).toMatchObject({ rows: 8, new: 4, error: 4 });
    expect(body.itemInfo.rows.filter((row) => row.status === 'ERROR').map((row) => [row.row, row.errors])).toEqual([
      [6, [{ field: 'parentCode', code: 'IMPORT_PARENT_NOT_FOUND' }]],
      [7, [{ field: 'parentCode', code: 'IMPORT_PARENT_NOT_ALLOWED' }]],
      [8, [{ field: 'code', code: 'DUPLICATE_CODE' }]],
      [9, [{ field: 'nature', code: 'IMPORT_INVALID_CHOICE' }]],
    ]);
    expect(chart(['16', '1601', '1104'])).toEqual([]);

    const refused = await post('commit', fileBody(sheet));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('IMPORT_HAS_ERRORS');
    expect(chart(['16', '1601', '1104'])).toEqual([]);

    const written = await post('commit', fileBody(sheet, { skipBadRows: true }));
    expect(written.body.itemInfo).toEqual({ created: 4, updated: 0, skipped: 0, refused: 4 });
    const byCode = new Map(chart(['1', '11', '16', '1601', '1104', '1105']).map((row) => [row.code, row]));
    const place = (code: string) => {
      const row = byCode.get(code);
      return [row?.level, row?.parentId, row?.type, row?.nature, row?.nameEn];
    };
    expect(place('16')).toEqual(['KOL', byCode.get('1')?.id, 'ASSET', 'DEBIT', 'Deposits']);
    expect(place('1601')).toEqual(['MOEIN', byCode.get('16')?.id, 'ASSET', 'DEBIT', 'Guarantee deposits']);
    expect(place('1104')).toEqual(['MOEIN', byCode.get('11')?.id, 'ASSET', 'DEBIT', null]);
    expect(place('1105')).toEqual(['MOEIN', byCode.get('11')?.id, 'ASSET', 'NONE', 'Clearing']);
  });

  it('updates names and nature by code when asked, and refuses to move an account', async () => {
    const again = await xlsxBytes([
      ['Code', 'Persian name', 'English name', 'Parent code', 'Nature'],
      ['1101', 'صندوق مرکزی', 'Head office cash', '11', ''],
      ['1102', 'بانک‌ها', '', '12', ''],
    ]);
    const { body } = await post('commit', fileBody(again, { fileName: 'chart.xlsx', onDuplicate: 'update' }));
    expect(body.message).toBe('IMPORT_HAS_ERRORS');
    expect(body.errors).toEqual([{ path: 'rows.3.parentCode', message: 'IMPORT_ACCOUNT_CANNOT_MOVE' }]);
    const kept = await post('commit', fileBody(again, { onDuplicate: 'update', skipBadRows: true }));
    expect(kept.body.itemInfo).toEqual({ created: 0, updated: 1, skipped: 0, refused: 1 });
    expect(chart(['1101']).map((row) => [row.nameFa, row.nameEn, row.level, row.nature])).toEqual([
      ['صندوق مرکزی', 'Head office cash', 'MOEIN', 'DEBIT'],
    ]);
  });

  it('refuses bad files with a code and writes nothing', async () => {
    const before = chart(['16', '1601', '1104', '1105']);
    for (const body of [{ fileName: 'a.csv', data: '***' }, { fileName: '', data: 'QUJD' }, {}]) {
      const answer = await post('commit', body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^[A-Z_]+$/);
    }
    const pdf = await post('commit', fileBody(Buffer.from('%PDF-1.7 \u0000\u0001\u0002')));
    expect([pdf.status, pdf.body.message]).toEqual([400, 'IMPORT_NOT_A_SPREADSHEET']);
    const formula = await post(
      'commit',
      fileBody(
        csvBytes([
          ['Code', 'Persian name', 'Parent code'],
          ['=1+1', 'x', '11'],
        ]),
      ),
    );
    expect([formula.status, formula.body.message]).toEqual([400, 'IMPORT_FORMULA']);
    expect(chart(['16', '1601', '1104', '1105'])).toEqual(before);
  });

  it('refuses sales (who may not write the books), another company’s member and no token; nothing written', async () => {
    const owner = { t: k.t, s: k.s, companyId: k.b.companyId };
    expect(await commitAsOutsiders(owner, 'accounts', fileBody(sheet, { skipBadRows: true }))).toEqual({
      sales: [403, 'ROLE_FORBIDDEN'],
      otherCompany: 403,
      noToken: 401,
    });
    expect(chart(['16', '1601', '1104'])).toEqual([]);
  });
});
