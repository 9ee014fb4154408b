import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialBalance } from '../../src/domain/accounting/reports/trial-balance.ts';
import { createTafsili } from '../../src/domain/accounting/tafsili.ts';
import { createVoucher } from '../../src/domain/accounting/vouchers.ts';
import { cr, dr, openBooks } from './books.ts';
import { type BookLine, j, type LedgerBooks, ledgerBooks } from './ledger-books.ts';

/**
 * The trial balance's rows as an accountant reads them down the page: which accounts and parties, under which codes
 * and names, in chart order, each with its figures (from the lines written, ledger-books.ts), not only the totals.
 */
let l: LedgerBooks;
let codeOf: Record<'A' | 'B', string>;
beforeAll(() => {
  l = ledgerBooks();
  const code = (id: number) =>
    (l.books.db.$client.prepare('select code from tafsili_accounts where id = ?').get(id) as { code: string }).code;
  codeOf = { A: code(l.party.A), B: code(l.party.B) };
});
afterAll(() => l.books.dispose());

const from = () => j(1405, 7, 1);
const openingDate = () => j(1405, 1, 1);

/** Opening (before `from`, the opening voucher included) and period turnovers of a code (and party), from the lines. */
function figures(code: string, party: 'A' | 'B' | null) {
  const mine = l.lines.filter((line) => line.code.startsWith(code) && (party === null || line.party === party));
  const opening = mine.filter((line) => line.date < from() || (line.date === openingDate() && !line.description));
  const period = mine.filter((line) => !opening.includes(line));
  const sum = (lines: typeof mine, side: 'debit' | 'credit') => lines.reduce((total, line) => total + line[side], 0);
  const net = sum(mine, 'debit') - sum(mine, 'credit');
  return {
    openingDebit: sum(opening, 'debit'),
    openingCredit: sum(opening, 'credit'),
    periodDebit: sum(period, 'debit'),
    periodCredit: sum(period, 'credit'),
    totalDebit: sum(mine, 'debit'),
    totalCredit: sum(mine, 'credit'),
    balanceDebit: Math.max(net, 0),
    balanceCredit: Math.max(-net, 0),
  };
}

const rowsOf = (level: 'GROUP' | 'KOL' | 'MOEIN' | 'TAFSILI') =>
  trialBalance(l.books.db, l.books.companyId, { fiscalYearId: l.yearId, from: from(), level }).rows;

describe('the trial balance’s rows', () => {
  it('by tafsili: each moein and party under its code and name, in chart order then party code, with its figures', () => {
    const rows = rowsOf('TAFSILI');
    expect(rows.map((row) => [row.code, row.nameFa, row.nameEn, row.level, row.tafsiliCode, row.tafsiliName])).toEqual([
      ['1101', 'صندوق', 'Cash on hand', 'MOEIN', null, null],
      ['1102', 'بانک‌ها', 'Bank accounts', 'MOEIN', null, null],
      ['1201', 'حساب‌های دریافتنی تجاری', 'Accounts receivable', 'MOEIN', codeOf.A, 'فروشگاه آرین'],
      ['1201', 'حساب‌های دریافتنی تجاری', 'Accounts receivable', 'MOEIN', codeOf.B, 'بازرگانی بهار'],
      ['5101', 'سرمایه', 'Capital', 'MOEIN', null, null],
      ['5201', 'سود و زیان انباشته', 'Retained earnings', 'MOEIN', null, null],
      ['6101', 'فروش کالا', 'Sales of goods', 'MOEIN', null, null],
      ['8103', 'هزینه اجاره', 'Rent', 'MOEIN', null, null],
    ]);
    expect(codeOf.A < codeOf.B).toBe(true);
    expect(rows.map(({ accountId: _, code, tafsiliId, ...row }) => ({ code, tafsiliId, figures: row }))).toEqual(
      rows.map((row) => {
        const party = row.tafsiliId === l.party.A ? 'A' : row.tafsiliId === l.party.B ? 'B' : null;
        return {
          code: row.code,
          tafsiliId: row.tafsiliId,
          figures: {
            nameFa: row.nameFa,
            nameEn: row.nameEn,
            level: row.level,
            tafsiliCode: row.tafsiliCode,
            tafsiliName: row.tafsiliName,
            ...figures(row.code, party),
          },
        };
      }),
    );
  });

  it('by kol and by group: the summary accounts’ codes, names and order, their figures the sums beneath them', () => {
    const kol = rowsOf('KOL');
    expect(kol.map((row) => [row.code, row.nameEn, row.level])).toEqual([
      ['11', 'Cash and bank', 'KOL'],
      ['12', 'Trade receivables', 'KOL'],
      ['51', 'Capital', 'KOL'],
      ['52', 'Retained earnings', 'KOL'],
      ['61', 'Sales revenue', 'KOL'],
      ['81', 'General, administrative and selling expenses', 'KOL'],
    ]);
    for (const row of kol) {
      const {
        accountId: _,
        code,
        nameFa: __,
        nameEn: ___,
        level: ____,
        tafsiliId,
        tafsiliCode,
        tafsiliName,
        ...rest
      } = row;
      expect([code, tafsiliId, tafsiliCode, tafsiliName, rest]).toEqual([code, null, null, null, figures(code, null)]);
    }
    const group = rowsOf('GROUP');
    expect(group.map((row) => [row.code, row.level])).toEqual([
      ['1', 'GROUP'],
      ['5', 'GROUP'],
      ['6', 'GROUP'],
      ['8', 'GROUP'],
    ]);
    expect(group.map((row) => row.balanceDebit - row.balanceCredit)).toEqual(
      group.map((row) => figures(row.code, null).totalDebit - figures(row.code, null).totalCredit),
    );
  });
});

describe('the trial balance over part of a month, and its parties in code order', () => {
  const sum = (lines: BookLine[], side: 'debit' | 'credit') => lines.reduce((total, line) => total + line[side], 0);

  it('from the 5th to the 20th of Khordad: those days’ lines in the period, everything before as opening', () => {
    const [lo, hi] = [j(1405, 3, 5), j(1405, 3, 20)];
    const rows = trialBalance(l.books.db, l.books.companyId, {
      fiscalYearId: l.yearId,
      from: lo,
      to: hi,
      level: 'MOEIN',
    }).rows;
    const isOpening = (line: BookLine) => line.date < lo || (line.date === openingDate() && !line.description);
    const expected = [...new Set(l.lines.map((line) => line.code))].sort().flatMap((code) => {
      const mine = l.lines.filter((line) => line.code === code && line.date <= hi);
      const period = mine.filter((line) => !isOpening(line));
      const opening = mine.filter(isOpening);
      return [[code, sum(opening, 'debit'), sum(opening, 'credit'), sum(period, 'debit'), sum(period, 'credit')]];
    });
    expect(
      rows.map((row) => [row.code, row.openingDebit, row.openingCredit, row.periodDebit, row.periodCredit]),
    ).toEqual(expected);
    // Two of the month's four vouchers (the 9th and the 16th) fall in the period.
    expect(rows.reduce((total, row) => total + row.periodDebit, 0)).toBeGreaterThan(0);
  });

  it('lists a moein’s parties by their codes, not by the order they were made', () => {
    const books = openBooks();
    const { db, companyId } = books;
    const later = createTafsili(db, companyId, { kind: 'PERSON', name: 'Zagros Co', code: 'P-900' }).id;
    const earlier = createTafsili(db, companyId, { kind: 'PERSON', name: 'Alvand Co', code: 'P-100' }).id;
    createVoucher(db, companyId, books.userId, {
      date: j(1405, 2, 1),
      description: 'two sales',
      lines: [dr(books.acc('1201'), 700, later), dr(books.acc('1201'), 300, earlier), cr(books.acc('6101'), 1_000)],
    });
    const rows = trialBalance(db, companyId, { fiscalYearId: books.yearId, level: 'TAFSILI' }).rows;
    expect(rows.map((row) => [row.code, row.tafsiliCode, row.tafsiliName, row.periodDebit, row.periodCredit])).toEqual([
      ['1201', 'P-100', 'Alvand Co', 300, 0],
      ['1201', 'P-900', 'Zagros Co', 700, 0],
      ['6101', null, null, 0, 1_000],
    ]);
    books.dispose();
  });
});
