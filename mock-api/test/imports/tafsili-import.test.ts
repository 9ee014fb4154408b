import { and, eq, inArray } from 'drizzle-orm';
import { tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { describe, expect, it } from 'vitest';
import { companyAreaPerTest } from '../support/company-member.ts';
import { commitAsOutsiders, csvBytes, fileBody, postImport } from './import-files.ts';

const area = companyAreaPerTest('accounting/import/tafsili', 'OWNER');

const post = (step: 'preview' | 'commit', body: unknown) =>
  postImport(area.t.apps.main, { kind: 'tafsili', companyId: area.companyId, auth: area.s.auth }, step, body);

const companyTafsili = (codes: string[]) =>
  area.t.db
    .select()
    .from(tafsiliAccounts)
    .where(and(eq(tafsiliAccounts.companyId, area.companyId), inArray(tafsiliAccounts.code, codes)))
    .all();

const sheet = csvBytes([
  ['کد تفصیلی', 'عنوان', 'نوع'],
  ['9101', 'پروژه شعبه تهران', 'پروژه'],
  ['9102', 'هزینه‌های مشترک', ''],
  ['9103', '', 'سایر'],
  ['9104', 'انبار موقت', 'بانک'],
]);

describe('tafsili accounts import', () => {
  it('matches Persian headers, reads project and other kinds, and says each bad row’s refusal per cell', async () => {
    const { status, body } = await post('preview', fileBody(sheet));
    expect(status).toBe(200);
    expect(body.itemInfo.counts).toMatchObject({ rows: 4, new: 2, error: 2 });
    expect(body.itemInfo.rows.map((row) => row.errors)).toEqual([
      [],
      [],
      [{ field: 'name', code: expect.any(String) }],
      [{ field: 'kind', code: 'IMPORT_INVALID_CHOICE' }],
    ]);
    expect(companyTafsili(['9101', '9102', '9103', '9104'])).toEqual([]);
  });

  it('refuses the whole file while a row is refused, then writes the good rows when they are left out', async () => {
    const refused = await post('commit', fileBody(sheet));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('IMPORT_HAS_ERRORS');
    expect(companyTafsili(['9101', '9102'])).toEqual([]);

    const { status, body } = await post('commit', fileBody(sheet, { skipBadRows: true }));
    expect(status).toBe(200);
    expect(body.itemInfo).toEqual({ created: 2, updated: 0, skipped: 0, refused: 2 });
    expect(companyTafsili(['9101', '9102']).map((row) => [row.code, row.kind, row.name])).toEqual([
      ['9101', 'PROJECT', 'پروژه شعبه تهران'],
      ['9102', 'OTHER', 'هزینه‌های مشترک'],
    ]);
  });

  it('updates a tafsili by its code when asked, and gives rows without a code the next free codes', async () => {
    await post(
      'commit',
      fileBody(
        csvBytes([
          ['Code', 'Name'],
          ['9201', 'Old name'],
        ]),
      ),
    );
    const again = csvBytes([
      ['Code', 'Name', 'Type'],
      ['9201', 'New name', 'Project'],
      ['', 'بدون کد', 'Other'],
    ]);
    const { body } = await post('commit', fileBody(again, { onDuplicate: 'update' }));
    expect(body.itemInfo).toEqual({ created: 1, updated: 1, skipped: 0, refused: 0 });
    expect(companyTafsili(['9201']).map((row) => [row.name, row.kind])).toEqual([['New name', 'PROJECT']]);
  });

  it('refuses bad bodies with a code and writes nothing', async () => {
    for (const body of [{ fileName: 'a.csv', data: '***' }, { fileName: '', data: 'QUJD' }, {}]) {
      const answer = await post('commit', body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^[A-Z_]+$/);
    }
    expect((await post('commit', fileBody(Buffer.from('%PDF-1.7 \u0000\u0001\u0002')))).status).toBe(400);
    expect(companyTafsili(['9101', '9102'])).toEqual([]);
  });

  it('refuses sales (who may not write the books), another company’s member and no token; nothing written', async () => {
    expect(await commitAsOutsiders(area, 'tafsili', fileBody(sheet, { skipBadRows: true }))).toEqual({
      sales: [403, 'ROLE_FORBIDDEN'],
      otherCompany: 403,
      noToken: 401,
    });
    expect(companyTafsili(['9101', '9102'])).toEqual([]);
  });
});
