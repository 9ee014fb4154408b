import { legalPeriodLocks } from '@daftar/db/schema/legal-books';
import { describe, expect, it } from 'vitest';
import { allRows, openInvoiceBooks } from '../invoices/invoice-books.ts';
import { commitAsOutsiders, csvBytes, fileBody, postImport } from './import-files.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';

const k = booksPerTest(openInvoiceBooks);

interface Opening {
  date: string | null;
  debit: number;
  credit: number;
  difference: number;
  replaces: { voucherId: number; number: number } | null;
  refusal: string | null;
}

const post = (step: 'preview' | 'commit', body: unknown) =>
  postImport<{ opening?: Opening }>(
    k.t.apps.main,
    { kind: 'opening-balances', companyId: k.b.companyId, auth: k.s.auth },
    step,
    body,
  );

type Voucher = { id: number; number: number; date: string; kind: string; source_type: string | null };
const openingVouchers = () =>
  k.t.db.$client
    .prepare("select id, number, date, kind, source_type from vouchers where kind = 'OPENING' order by id")
    .all() as Voucher[];

/** The trial balance's opening columns of a moein account, as the report answers them. */
async function openingOf(code: string) {
  const answer = await k.api<{
    itemInfo: { rows: { code: string; openingDebit: number; openingCredit: number }[] };
  }>('GET', `/api/v1/companies/${k.b.companyId}/accounting/reports/trial-balance?level=MOEIN`);
  const row = answer.body.itemInfo.rows.find((each) => each.code === code);
  return [row?.openingDebit ?? 0, row?.openingCredit ?? 0];
}

const header = ['کد حساب', 'کد تفصیلی', 'بدهکار', 'بستانکار', 'شرح'];
const balanced = csvBytes([
  header,
  ['1101', '', '۲۵۰٬۰۰۰٬۰۰۰', '', 'صندوق'],
  ['1102', '', '"750,000,000"', '', ''],
  ['5101', '', '', '1000000000', 'سرمایه'],
]);

describe('opening balances import', () => {
  it('writes the open year’s opening voucher through the books, and the trial balance opens with it', async () => {
    const preview = await post('preview', fileBody(balanced));
    expect(preview.body.itemInfo.opening).toEqual({
      date: '2026-03-21',
      debit: 1_000_000_000,
      credit: 1_000_000_000,
      difference: 0,
      replaces: null,
      refusal: null,
    });
    expect(openingVouchers()).toEqual([]);

    const { status, body } = await post('commit', fileBody(balanced));
    expect([status, body.itemInfo]).toEqual([200, { created: 3, updated: 0, skipped: 0, refused: 0 }]);
    const [voucher] = openingVouchers();
    expect(voucher).toMatchObject({ date: '2026-03-21', kind: 'OPENING', source_type: 'OPENING_BALANCES' });
    expect(await openingOf('1101')).toEqual([250_000_000, 0]);
    expect(await openingOf('5101')).toEqual([0, 1_000_000_000]);
  });

  it('refuses an unbalanced file with the difference, writing nothing', async () => {
    const off = csvBytes([header, ['1101', '', '300000', '', ''], ['5101', '', '', '200000', '']]);
    expect((await post('preview', fileBody(off))).body.itemInfo.opening).toMatchObject({ difference: 100_000 });
    const before = allRows(k.t.db);
    const { status, body } = await post('commit', fileBody(off));
    expect({ status, message: body.message, errors: body.errors }).toEqual({
      status: 422,
      message: 'IMPORT_OPENING_UNBALANCED',
      errors: [
        { path: 'debit', message: '300000' },
        { path: 'credit', message: '200000' },
        { path: 'difference', message: '100000' },
      ],
    });
    expect(allRows(k.t.db)).toEqual(before);
  });

  it('refuses rows on a kol, an unknown account or tafsili, both sides or a bad amount, each under its cell', async () => {
    const bad = csvBytes([
      header,
      ['11', '', '100', '', ''],
      ['9999', '', '100', '', ''],
      ['1101', 'T-404', '100', '', ''],
      ['1101', '', '100', '100', ''],
      ['1101', '', 'صد', '', ''],
      ['1101', '', '100', '', ''],
      ['1101', '', '', '100', ''],
    ]);
    const { body } = await post('preview', fileBody(bad));
    expect(body.itemInfo.rows.map((row) => row.errors)).toEqual([
      [{ field: 'accountCode', code: 'ACCOUNT_NOT_POSTABLE' }],
      [{ field: 'accountCode', code: 'ACCOUNT_NOT_FOUND' }],
      [{ field: 'tafsiliCode', code: 'TAFSILI_NOT_FOUND' }],
      [{ field: 'debit', code: 'LINE_NEEDS_ONE_SIDE' }],
      [{ field: 'debit', code: 'IMPORT_INVALID_AMOUNT' }],
      [],
      [{ field: 'accountCode', code: 'IMPORT_DUPLICATE_IN_FILE' }],
    ]);
  });

  it('replaces its own opening voucher (same number) only when asked to update; otherwise 409', async () => {
    await post('commit', fileBody(balanced));
    const [first] = openingVouchers();
    const again = await post('commit', fileBody(balanced));
    expect([again.status, again.body.message]).toEqual([409, 'OPENING_VOUCHER_EXISTS']);
    const corrected = csvBytes([header, ['1101', '', '400000000', '', ''], ['5101', '', '', '400000000', '']]);
    const preview = await post('preview', fileBody(corrected, { onDuplicate: 'update' }));
    expect(preview.body.itemInfo.opening?.replaces).toEqual({ voucherId: first?.id, number: first?.number });
    expect((await post('commit', fileBody(corrected, { onDuplicate: 'update' }))).status).toBe(200);
    expect(openingVouchers()).toEqual([first]);
    expect(await openingOf('1101')).toEqual([400_000_000, 0]);
    expect(await openingOf('1102')).toEqual([0, 0]);
  });

  it('refuses the year’s first day in a locked period, and an opening voucher the previous year brought forward', async () => {
    k.t.db
      .insert(legalPeriodLocks)
      .values({ companyId: k.b.companyId, fiscalYearId: k.b.yearId, fromDate: '2026-03-21', toDate: '2026-04-20' })
      .run();
    const before = allRows(k.t.db);
    const preview = await post('preview', fileBody(balanced));
    expect(preview.body.itemInfo.opening?.refusal).toBe('PERIOD_LOCKED');
    const locked = await post('commit', fileBody(balanced));
    expect([locked.status, locked.body.message]).toEqual([409, 'PERIOD_LOCKED']);
    expect(allRows(k.t.db)).toEqual(before);

    k.t.db.$client.prepare('delete from legal_period_locks').run();
    k.t.db.$client
      .prepare(
        "insert into vouchers (company_id, fiscal_year_id, number, date, kind, description, total) values (?, ?, 1, '2026-03-21', 'OPENING', 'سند افتتاحیه', 1)",
      )
      .run(k.b.companyId, k.b.yearId);
    const carried = await post('commit', fileBody(balanced, { onDuplicate: 'update' }));
    expect([carried.status, carried.body.message]).toEqual([409, 'OPENING_VOUCHER_EXISTS']);
  });

  it('refuses sales (who may not write the books), another company’s member and no token; nothing written', async () => {
    const before = allRows(k.t.db);
    const owner = { t: k.t, s: k.s, companyId: k.b.companyId };
    expect(await commitAsOutsiders(owner, 'opening-balances', fileBody(balanced))).toEqual({
      sales: [403, 'ROLE_FORBIDDEN'],
      otherCompany: 403,
      noToken: 401,
    });
    expect(openingVouchers()).toEqual([]);
    expect(allRows(k.t.db).vouchers).toEqual(before.vouchers);
  });
});
