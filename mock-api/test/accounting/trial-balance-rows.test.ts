import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialBalance } from '../../src/domain/accounting/reports/trial-balance.ts';
import { j, type LedgerBooks, ledgerBooks } from './ledger-books.ts';

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
