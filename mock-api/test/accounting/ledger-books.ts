import { fromJalali } from '@daftar/db/accounting/calendar';
import { createVoucher, finaliseVoucher } from '../../src/domain/accounting/vouchers.ts';
import { closeFiscalYear } from '../../src/domain/accounting/year-end.ts';
import { addTafsili, type Books, openBooks } from './books.ts';

/** One line of the books as an accountant would write it down: the moein's code, a party or none, one side. */
export interface BookLine {
  date: string;
  code: string;
  party: 'A' | 'B' | null;
  debit: number;
  credit: number;
  /** The ledger shows the line's own description, else the voucher's. */
  description: string;
}

export const M = 1_000_000;
export const j = (year: number, month: number, day: number) => fromJalali({ year, month, day });

/** What each voucher of 1405 does, by the day of its month it falls on: (debit, credit), a party on 1201 lines. */
const kinds = [
  { day: 2, debit: ['1102', null], credit: ['1201', 'A'], what: 'customer A pays into the bank' },
  { day: 9, debit: ['1201', 'B'], credit: ['6101', null], what: 'credit sale to customer B' },
  { day: 16, debit: ['8103', null], credit: ['1102', null], what: 'rent from the bank' },
  { day: 23, debit: ['1101', null], credit: ['1201', 'A'], what: 'customer A pays cash' },
] as const;

/**
 * The ledger's books: 1404 (capital, a sale to each customer) closed into 1405's opening voucher, then four vouchers
 * a month through 1405 (48), entered out of date order so line ids do not follow dates. Every figure a test expects
 * comes from `lines`, the list an accountant would add up by hand, not from the reports under test.
 */
export interface LedgerBooks {
  books: Books;
  party: { A: number; B: number };
  /** 1405's voucher lines, the opening voucher's first, in the order they were written. */
  lines: BookLine[];
  yearId: number;
}

export function ledgerBooks(): LedgerBooks {
  const books = openBooks({ year: 1404 });
  const party = { A: addTafsili(books, 'فروشگاه آرین'), B: addTafsili(books, 'بازرگانی بهار') };
  const { acc, db, companyId, userId } = books;
  const post = (date: string, description: string, lines: Omit<BookLine, 'date' | 'description'>[], own?: string) =>
    finaliseVoucher(
      db,
      companyId,
      createVoucher(db, companyId, userId, {
        date,
        description,
        lines: lines.map((line, index) => ({
          accountId: acc(line.code),
          tafsiliId: line.party ? party[line.party] : null,
          debit: line.debit,
          credit: line.credit,
          // The first line of every third voucher carries its own description.
          description: index === 0 && own ? own : null,
        })),
      }).id,
    );
  post(j(1404, 1, 5), 'capital', [
    { code: '1102', party: null, debit: 900 * M, credit: 0 },
    { code: '5101', party: null, debit: 0, credit: 900 * M },
  ]);
  post(j(1404, 6, 1), 'sales of 1404', [
    { code: '1201', party: 'A', debit: 300 * M, credit: 0 },
    { code: '1201', party: 'B', debit: 70 * M, credit: 0 },
    { code: '6101', party: null, debit: 0, credit: 370 * M },
  ]);
  // A day after 1404's last: a year closes only once it is over.
  const { nextYear, opening } = closeFiscalYear(db, companyId, books.yearId, '2026-03-21');
  const lines: BookLine[] = [];
  const openingDate = nextYear.startDate;
  // The opening voucher as closing wrote it: bank 900M, A 300M, B 70M against capital and retained earnings.
  for (const [code, partyName, debit, credit] of [
    ['1102', null, 900 * M, 0],
    ['1201', 'A', 300 * M, 0],
    ['1201', 'B', 70 * M, 0],
    ['5101', null, 0, 900 * M],
    ['5201', null, 0, 370 * M],
  ] as const) {
    lines.push({ date: openingDate, code, party: partyName, debit, credit, description: '' });
  }
  if (!opening) throw new Error('closing 1404 wrote no opening voucher');
  const order = Array.from({ length: 48 }, (_, i) => (i * 29) % 48);
  for (const i of order) {
    const kind = kinds[i % 4];
    if (!kind) continue;
    const month = 1 + Math.floor(i / 4);
    const date = j(1405, month, kind.day);
    const amount = (i + 1) * M + (i % 7) * 1_000;
    const description = `${kind.what} ${i}`;
    const own = i % 3 === 0 ? `line ${i}` : undefined;
    const voucherLines = [
      { code: kind.debit[0], party: kind.debit[1], debit: amount, credit: 0 },
      { code: kind.credit[0], party: kind.credit[1], debit: 0, credit: amount },
    ];
    post(date, description, voucherLines, own);
    for (const [index, line] of voucherLines.entries()) {
      lines.push({ ...line, date, description: index === 0 && own ? own : description });
    }
  }
  return { books, party, lines, yearId: nextYear.id };
}

/** The lines a ledger of some codes (and a party) shows, in its (date, then entry) order, with running balances. */
export function expectedLedger(
  lines: BookLine[],
  codes: string[],
  party: 'A' | 'B' | null,
  from: string,
  to: string,
  openingDate: string,
) {
  const mine = lines.filter((line) => codes.includes(line.code) && (party === null || line.party === party));
  const isOpening = (line: BookLine) => line.date === openingDate && line.description === '';
  const before = mine.filter((line) => line.date < from || isOpening(line));
  const inPeriod = mine
    .map((line, entry) => ({ line, entry }))
    .filter(({ line }) => line.date >= from && line.date <= to && !isOpening(line))
    .sort((a, b) => (a.line.date === b.line.date ? a.entry - b.entry : a.line.date < b.line.date ? -1 : 1))
    .map(({ line }) => line);
  const openingBalance = before.reduce((sum, line) => sum + line.debit - line.credit, 0);
  let balance = openingBalance;
  const shown = inPeriod.map((line) => {
    balance += line.debit - line.credit;
    return { date: line.date, debit: line.debit, credit: line.credit, description: line.description, balance };
  });
  return {
    openingBalance,
    periodDebit: inPeriod.reduce((sum, line) => sum + line.debit, 0),
    periodCredit: inPeriod.reduce((sum, line) => sum + line.credit, 0),
    closingBalance: balance,
    lines: shown,
  };
}
