import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, removeAccount, updateAccount } from '../../src/domain/accounting/accounts.ts';
import { closeFiscalYear } from '../../src/domain/accounting/year-end.ts';
import { createFiscalYear } from '../../src/domain/accounting/fiscal-years.ts';
import { postDocument, replaceDocumentVoucher } from '../../src/domain/accounting/posting.ts';
import {
  copyVoucher,
  createVoucher,
  finaliseVoucher,
  removeVoucher,
  updateVoucher,
} from '../../src/domain/accounting/vouchers.ts';
import { generalLedger } from '../../src/domain/accounting/reports/ledger.ts';
import { trialBalance } from '../../src/domain/accounting/reports/trial-balance.ts';
import { DomainError } from '../../src/domain/errors.ts';
import { statusOf } from '../../src/http/http-error.ts';
import { insertCompany } from '../support/factories.ts';
import { addTafsili, type Books, bookRows, cr, dr, openBooks } from './books.ts';

/** The day after 1405's last day (2027-03-20): the first day 1405 may be closed. */
const afterYearEnd = '2027-03-21';

let b: Books;
beforeEach(() => {
  b = openBooks();
});
afterEach(() => b.dispose());

/** Runs `action`, expects the refusal, and checks that no row of the books changed. */
function expectRefused(action: () => unknown, status: number, code: string, path?: string) {
  const before = bookRows(b.db);
  let error: unknown;
  try {
    action();
  } catch (thrown) {
    error = thrown;
  }
  expect(error).toBeInstanceOf(DomainError);
  const refusal = error as DomainError;
  expect({ status: statusOf(refusal.kind), code: refusal.code }).toEqual({ status, code });
  if (path) expect(refusal.errors?.map((e) => e.path)).toContain(path);
  expect(bookRows(b.db)).toEqual(before);
}

const day = '2026-05-01';
const simple = (amount = 1_000_000) => ({ date: day, lines: [dr(b.acc('1101'), amount), cr(b.acc('5101'), amount)] });

describe('vouchers that are refused before anything is written', () => {
  it('an unbalanced voucher: 400 UNBALANCED_VOUCHER', () => {
    const lines = [dr(b.acc('1101'), 1_000_000), cr(b.acc('5101'), 999_999)];
    expectRefused(() => createVoucher(b.db, b.companyId, b.userId, { date: day, lines }), 400, 'UNBALANCED_VOUCHER');
  });

  it('a line with both sides, or neither: 400 LINE_NEEDS_ONE_SIDE on that line', () => {
    const both = [{ ...dr(b.acc('1101'), 5), credit: 5 }, cr(b.acc('5101'), 0)];
    expectRefused(
      () => createVoucher(b.db, b.companyId, b.userId, { date: day, lines: both }),
      400,
      'LINE_NEEDS_ONE_SIDE',
      'body.lines.1.debit',
    );
  });

  it('a fractional or negative amount: 400 INVALID_AMOUNT', () => {
    const lines = [dr(b.acc('1101'), 10.5), cr(b.acc('5101'), 10.5)];
    expectRefused(() => createVoucher(b.db, b.companyId, b.userId, { date: day, lines }), 400, 'INVALID_AMOUNT');
    const negative = [dr(b.acc('1101'), -10), cr(b.acc('5101'), -10)];
    expectRefused(
      () => createVoucher(b.db, b.companyId, b.userId, { date: day, lines: negative }),
      400,
      'INVALID_AMOUNT',
    );
  });

  it('a line on a group or kol account: 400 ACCOUNT_NOT_POSTABLE', () => {
    const lines = [dr(b.acc('11'), 1_000), cr(b.acc('5101'), 1_000)];
    expectRefused(
      () => createVoucher(b.db, b.companyId, b.userId, { date: day, lines }),
      400,
      'ACCOUNT_NOT_POSTABLE',
      'body.lines.0.accountId',
    );
    const group = [dr(b.acc('1'), 1_000), cr(b.acc('5101'), 1_000)];
    expectRefused(
      () => createVoucher(b.db, b.companyId, b.userId, { date: day, lines: group }),
      400,
      'ACCOUNT_NOT_POSTABLE',
    );
  });

  it('another company’s account or tafsili: 400 ACCOUNT_NOT_FOUND / TAFSILI_NOT_FOUND', () => {
    const other = openBooks({ db: b });
    const lines = [dr(other.acc('1101'), 1_000), cr(b.acc('5101'), 1_000)];
    expectRefused(() => createVoucher(b.db, b.companyId, b.userId, { date: day, lines }), 400, 'ACCOUNT_NOT_FOUND');
    const theirs = addTafsili(other, 'مشتری شرکت دیگر');
    const withTafsili = [dr(b.acc('1201'), 1_000, theirs), cr(b.acc('6101'), 1_000)];
    expectRefused(
      () => createVoucher(b.db, b.companyId, b.userId, { date: day, lines: withTafsili }),
      400,
      'TAFSILI_NOT_FOUND',
    );
  });

  it('an archived account: 400 ACCOUNT_ARCHIVED', () => {
    const account = createAccount(b.db, b.companyId, {
      parentId: b.acc('81'),
      code: '8199',
      nameFa: 'هزینه قدیمی',
      archived: true,
    });
    const lines = [dr(account.id, 1_000), cr(b.acc('1101'), 1_000)];
    expectRefused(() => createVoucher(b.db, b.companyId, b.userId, { date: day, lines }), 400, 'ACCOUNT_ARCHIVED');
  });

  it('a date outside any open year: 400 DATE_OUTSIDE_OPEN_YEAR', () => {
    expectRefused(
      () => createVoucher(b.db, b.companyId, b.userId, { ...simple(), date: '2026-03-20' }),
      400,
      'DATE_OUTSIDE_OPEN_YEAR',
      'body.date',
    );
  });

  it('fewer than two lines: 400 VOUCHER_NEEDS_TWO_LINES', () => {
    expectRefused(
      () => createVoucher(b.db, b.companyId, b.userId, { date: day, lines: [dr(b.acc('1101'), 1)] }),
      400,
      'VOUCHER_NEEDS_TWO_LINES',
    );
  });
});

describe('changes to final vouchers and closed years', () => {
  it('a FINAL voucher cannot be updated, removed or finalised again: 409 VOUCHER_FINAL', () => {
    const voucher = createVoucher(b.db, b.companyId, b.userId, simple());
    finaliseVoucher(b.db, b.companyId, voucher.id);
    expectRefused(() => updateVoucher(b.db, b.companyId, voucher.id, simple(5)), 409, 'VOUCHER_FINAL');
    expectRefused(() => removeVoucher(b.db, b.companyId, voucher.id), 409, 'VOUCHER_FINAL');
    expectRefused(() => finaliseVoucher(b.db, b.companyId, voucher.id), 409, 'VOUCHER_FINAL');
  });

  it('a closed year: its vouchers are 409 FISCAL_YEAR_CLOSED, new ones dated in it 400, closing again 409', () => {
    const voucher = createVoucher(b.db, b.companyId, b.userId, simple());
    finaliseVoucher(b.db, b.companyId, voucher.id);
    closeFiscalYear(b.db, b.companyId, b.yearId, afterYearEnd);
    expectRefused(() => updateVoucher(b.db, b.companyId, voucher.id, simple(5)), 409, 'FISCAL_YEAR_CLOSED');
    expectRefused(() => removeVoucher(b.db, b.companyId, voucher.id), 409, 'FISCAL_YEAR_CLOSED');
    expectRefused(() => createVoucher(b.db, b.companyId, b.userId, simple()), 400, 'DATE_OUTSIDE_OPEN_YEAR');
    expectRefused(() => copyVoucher(b.db, b.companyId, b.userId, voucher.id), 400, 'DATE_OUTSIDE_OPEN_YEAR');
    expectRefused(() => closeFiscalYear(b.db, b.companyId, b.yearId, afterYearEnd), 409, 'FISCAL_YEAR_CLOSED');
  });

  it('a year closes only after its last day: 409 YEAR_NOT_ENDED on it or before, nothing written', () => {
    finaliseVoucher(b.db, b.companyId, createVoucher(b.db, b.companyId, b.userId, simple()).id);
    for (const today of ['2026-12-01', '2027-03-20'])
      expectRefused(() => closeFiscalYear(b.db, b.companyId, b.yearId, today), 409, 'YEAR_NOT_ENDED');
    expect(closeFiscalYear(b.db, b.companyId, b.yearId, afterYearEnd).closedYear.status).toBe('CLOSED');
  });

  it('a year with temporary vouchers cannot be closed: 409 YEAR_HAS_TEMPORARY_VOUCHERS', () => {
    createVoucher(b.db, b.companyId, b.userId, simple());
    expectRefused(() => closeFiscalYear(b.db, b.companyId, b.yearId, afterYearEnd), 409, 'YEAR_HAS_TEMPORARY_VOUCHERS');
  });

  it('while a year is open only the next one may open, once; any other or an overlapping one: 409', () => {
    expectRefused(() => createFiscalYear(b.db, b.companyId, { year: 1407 }), 409, 'ANOTHER_YEAR_OPEN');
    expectRefused(() => createFiscalYear(b.db, b.companyId, { year: 1404 }), 409, 'ANOTHER_YEAR_OPEN');
    const next = createFiscalYear(b.db, b.companyId, { year: 1406 });
    expect(next).toMatchObject({ startDate: '2027-03-21', status: 'OPEN' });
    expectRefused(() => createFiscalYear(b.db, b.companyId, { year: 1407 }), 409, 'ANOTHER_YEAR_OPEN');
    // Years close in order: 1406 waits for 1405.
    expectRefused(() => closeFiscalYear(b.db, b.companyId, next.id, '2028-03-20'), 409, 'EARLIER_YEAR_OPEN');
    // Closing 1405 writes its opening voucher into the 1406 already open, and makes no other year.
    const closed = closeFiscalYear(b.db, b.companyId, b.yearId, afterYearEnd);
    expect(closed.nextYear.id).toBe(next.id);
    expectRefused(() => createFiscalYear(b.db, b.companyId, { year: 1404, startMonth: 6 }), 409, 'ANOTHER_YEAR_OPEN');
  });

  it('a system-made opening voucher cannot be removed; a document’s voucher is changed only through it', () => {
    finaliseVoucher(b.db, b.companyId, createVoucher(b.db, b.companyId, b.userId, simple()).id);
    const { opening } = closeFiscalYear(b.db, b.companyId, b.yearId, afterYearEnd);
    expectRefused(() => removeVoucher(b.db, b.companyId, opening?.id ?? 0), 409, 'VOUCHER_SYSTEM_MADE');
    const postInvoiceSeven = () =>
      b.db.transaction((tx) =>
        postDocument(tx, {
          companyId: b.companyId,
          date: '2027-04-01',
          sourceType: 'INVOICE',
          sourceId: 7,
          lines: simple().lines,
        }),
      );
    const posted = postInvoiceSeven();
    expectRefused(
      () => updateVoucher(b.db, b.companyId, posted.id, { ...simple(), date: '2027-04-02' }),
      409,
      'VOUCHER_FROM_DOCUMENT',
    );
    expectRefused(() => removeVoucher(b.db, b.companyId, posted.id), 409, 'VOUCHER_FROM_DOCUMENT');
    // No call posts a document twice (its id is never reused): a second posting is a bug, refused before a write.
    const before = bookRows(b.db);
    expect(postInvoiceSeven).toThrow('INVOICE 7 is already posted');
    expect(bookRows(b.db)).toEqual(before);
    finaliseVoucher(b.db, b.companyId, posted.id);
    expectRefused(
      () =>
        b.db.transaction((tx) =>
          replaceDocumentVoucher(tx, {
            companyId: b.companyId,
            date: '2027-04-01',
            sourceType: 'INVOICE',
            sourceId: 7,
            lines: simple(9).lines,
          }),
        ),
      409,
      'VOUCHER_FINAL',
    );
  });
});

describe('the chart', () => {
  it('codes are unique per company: 409 DUPLICATE_CODE', () => {
    expectRefused(
      () => createAccount(b.db, b.companyId, { parentId: b.acc('11'), code: '1101', nameFa: 'صندوق دوم' }),
      409,
      'DUPLICATE_CODE',
      'body.code',
    );
  });

  it('a moein cannot have children; a group needs a type', () => {
    expectRefused(
      () => createAccount(b.db, b.companyId, { parentId: b.acc('1101'), code: '110101', nameFa: 'زیر معین' }),
      400,
      'INVALID_PARENT_ACCOUNT',
    );
    expectRefused(
      () => createAccount(b.db, b.companyId, { code: '9', nameFa: 'گروه بی‌نوع' }),
      400,
      'ACCOUNT_TYPE_REQUIRED',
    );
  });

  it('an account with postings is archived, not deleted, and cannot move in the tree', () => {
    const account = createAccount(b.db, b.companyId, { parentId: b.acc('81'), code: '8120', nameFa: 'هزینه پذیرایی' });
    createVoucher(b.db, b.companyId, b.userId, {
      date: day,
      lines: [dr(account.id, 10_000), cr(b.acc('1101'), 10_000)],
    });
    expectRefused(
      () =>
        updateAccount(b.db, b.companyId, account.id, { parentId: b.acc('82'), code: '8220', nameFa: 'هزینه پذیرایی' }),
      409,
      'ACCOUNT_HAS_POSTINGS',
    );
    expect(removeAccount(b.db, b.companyId, account.id)).toBe('ARCHIVED');
    const unused = createAccount(b.db, b.companyId, { parentId: b.acc('81'), code: '8121', nameFa: 'هزینه آموزش' });
    expect(removeAccount(b.db, b.companyId, unused.id)).toBe('DELETED');
  });

  it('system accounts, accounts with children and the settings’ accounts are not deleted', () => {
    expectRefused(() => removeAccount(b.db, b.companyId, b.acc('1101')), 409, 'ACCOUNT_IS_SYSTEM');
    expectRefused(() => removeAccount(b.db, b.companyId, b.acc('81')), 409, 'ACCOUNT_HAS_CHILDREN');
  });

  it('another company’s account is 404', () => {
    const other = insertCompany(b.db).id;
    expectRefused(() => removeAccount(b.db, other, b.acc('8103')), 404, 'ACCOUNT_NOT_FOUND');
  });
});

describe('reports', () => {
  it('a period outside the fiscal year, or a ledger without an account: 400', () => {
    expectRefused(
      () => trialBalance(b.db, b.companyId, { level: 'MOEIN', from: '2026-03-01', fiscalYearId: b.yearId }),
      400,
      'PERIOD_OUTSIDE_YEAR',
    );
    expectRefused(() => generalLedger(b.db, b.companyId, { pageSize: 50 }), 400, 'LEDGER_NEEDS_ACCOUNT');
  });
});
