import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Ledger, type LedgerQuery, generalLedger } from '../../src/domain/accounting/reports/ledger.ts';
import { trialBalance } from '../../src/domain/accounting/reports/trial-balance.ts';
import { addTafsili, openBooks } from './books.ts';
import { expectedLedger, j, type LedgerBooks, ledgerBooks, M } from './ledger-books.ts';

/**
 * The general ledger checked as an accountant checks it: each ledger's opening balance, movements, running balance
 * and closing balance against the lines written (ledger-books.ts) and against the trial balance's opening and
 * closing columns for the same period; by party (tafsili), by kol and group; paged both ways well past page three.
 */
let l: LedgerBooks;
let openingDate: string;
beforeAll(() => {
  l = ledgerBooks();
  openingDate = j(1405, 1, 1);
});
afterAll(() => l.books.dispose());

const ledger = (query: Omit<LedgerQuery, 'pageSize'> & { pageSize?: number }): Ledger =>
  generalLedger(l.books.db, l.books.companyId, { fiscalYearId: l.yearId, pageSize: 500, ...query });
const shown = (page: Ledger) =>
  page.lines.map(({ date, debit, credit, description, balance }) => ({ date, debit, credit, description, balance }));
const expected = (codes: string[], party: 'A' | 'B' | null, from = openingDate, to = j(1405, 12, 29)) =>
  expectedLedger(l.lines, codes, party, from, to, openingDate);
const figures = (page: Ledger) => ({
  openingBalance: page.openingBalance,
  periodDebit: page.periodDebit,
  periodCredit: page.periodCredit,
  closingBalance: page.closingBalance,
});
const figuresOf = ({ lines: _, ...rest }: ReturnType<typeof expected>) => rest;

describe('a ledger from mid-year (1405/04/12 to the year’s end)', () => {
  const from = () => j(1405, 4, 12);

  it('the bank opens at the opening voucher plus Farvardin to 4/09, and runs to the same close as the whole year', () => {
    const bank = ledger({ accountId: l.books.acc('1102'), from: from() });
    const want = expected(['1102'], null, from());
    // 900M opening, then per month +(4m−3)M in and −(4m−1)M out, plus the odd thousand: well above zero.
    expect(want.openingBalance).toBeGreaterThan(800 * M);
    expect(figures(bank)).toEqual(figuresOf(want));
    expect(shown(bank)).toEqual(want.lines);
    expect(bank.closingBalance).toBe(ledger({ accountId: l.books.acc('1102') }).closingBalance);
  });

  it('a credit-heavy account opens on the credit side (sales: negative), not flipped', () => {
    const sales = ledger({ accountId: l.books.acc('6101'), from: from() });
    const want = expected(['6101'], null, from());
    expect(want.openingBalance).toBeLessThan(0);
    expect(figures(sales)).toEqual(figuresOf(want));
  });

  it('agrees with the trial balance’s opening and closing columns, moein by moein', () => {
    const tb = trialBalance(l.books.db, l.books.companyId, { fiscalYearId: l.yearId, from: from(), level: 'MOEIN' });
    const checked = tb.rows.map((row) => {
      const page = ledger({ accountId: row.accountId, from: from(), pageSize: 1 });
      return {
        code: row.code,
        opening: [page.openingBalance, page.periodDebit, page.periodCredit, page.closingBalance],
        tb: [
          row.openingDebit - row.openingCredit,
          row.periodDebit,
          row.periodCredit,
          row.balanceDebit - row.balanceCredit,
        ],
      };
    });
    expect(checked.map((row) => row.code)).toEqual(['1101', '1102', '1201', '5101', '5201', '6101', '8103']);
    for (const row of checked) expect([row.code, ...row.opening]).toEqual([row.code, ...row.tb]);
  });

  it('ends where asked: to 1405/10/20 the period stops mid-month, the closing balance with it', () => {
    const to = j(1405, 10, 20);
    const bank = ledger({ accountId: l.books.acc('1102'), from: from(), to });
    const want = expected(['1102'], null, from(), to);
    expect(bank.period).toEqual({ fiscalYearId: l.yearId, from: from(), to });
    expect(figures(bank)).toEqual(figuresOf(want));
    expect(shown(bank)).toEqual(want.lines);
  });
});

describe('a ledger of the whole year', () => {
  it('opens at the opening voucher, on its side: capital 900M on the credit side, as the trial balance', () => {
    const capital = ledger({ accountId: l.books.acc('5101') });
    expect(figures(capital)).toEqual({
      openingBalance: -900 * M,
      periodDebit: 0,
      periodCredit: 0,
      closingBalance: -900 * M,
    });
    const tb = trialBalance(l.books.db, l.books.companyId, { fiscalYearId: l.yearId, level: 'MOEIN' });
    const row = tb.rows.find((each) => each.code === '5101');
    expect([row?.openingCredit, row?.balanceCredit]).toEqual([900 * M, 900 * M]);
  });

  it('asks for an account or a party, and refuses a party that is not the company’s', () => {
    expect(() => ledger({})).toThrow(
      expect.objectContaining({
        kind: 'invalid',
        code: 'LEDGER_NEEDS_ACCOUNT',
        errors: [{ path: 'query.accountId', message: 'REQUIRED' }],
      }),
    );
    // Another company's customer, in the same database.
    const stranger = addTafsili(openBooks({ db: l.books }), 'غریبه');
    expect(() => ledger({ tafsiliId: stranger })).toThrow(expect.objectContaining({ kind: 'not-found' }));
  });
});

describe('a party’s (tafsili’s) ledger', () => {
  it('customer A on receivables: A’s lines only, A’s 300M opening, B’s sales nowhere', () => {
    const a = ledger({ accountId: l.books.acc('1201'), tafsiliId: l.party.A });
    const want = expected(['1201'], 'A');
    expect(want.openingBalance).toBe(300 * M);
    expect(figures(a)).toEqual(figuresOf(want));
    expect(shown(a)).toEqual(want.lines);
    expect(new Set(a.lines.map((line) => line.tafsiliId))).toEqual(new Set([l.party.A]));
  });

  it('customer B with no account given, from mid-year: every account B appears on, against the trial balance', () => {
    const from = j(1405, 6, 20);
    const b = ledger({ tafsiliId: l.party.B, from });
    const want = expected(['1201'], 'B', from);
    expect(figures(b)).toEqual(figuresOf(want));
    expect(shown(b)).toEqual(want.lines);
    const tb = trialBalance(l.books.db, l.books.companyId, { fiscalYearId: l.yearId, from, level: 'TAFSILI' });
    const row = tb.rows.find((each) => each.tafsiliId === l.party.B);
    expect([row?.openingDebit, row?.balanceDebit]).toEqual([b.openingBalance, b.closingBalance]);
  });
});

describe('a summary account’s ledger', () => {
  it('kol 11 (cash and bank) shows both moeins’ lines in date order, its figures their sums', () => {
    const kol = ledger({ accountId: l.books.acc('11'), from: j(1405, 3, 1) });
    const want = expected(['1101', '1102', '1103'], null, j(1405, 3, 1));
    expect(figures(kol)).toEqual(figuresOf(want));
    expect(shown(kol)).toEqual(want.lines);
    expect(new Set(kol.lines.map((line) => line.accountId))).toEqual(
      new Set([l.books.acc('1101'), l.books.acc('1102')]),
    );
  });

  it('group 1 (current assets) adds receivables too; the group’s close is the kol trial balance’s', () => {
    const group = ledger({ accountId: l.books.acc('1') });
    const want = expected(['1101', '1102', '1103', '1201'], null);
    expect(figures(group)).toEqual(figuresOf(want));
    expect(group.meta.total).toBe(want.lines.length);
    const tb = trialBalance(l.books.db, l.books.companyId, { fiscalYearId: l.yearId, level: 'GROUP' });
    const row = tb.rows.find((each) => each.code === '1');
    expect(group.closingBalance).toBe((row?.balanceDebit ?? 0) - (row?.balanceCredit ?? 0));
  });
});

describe('paging a ledger', () => {
  const pageSize = 3;
  const walk = (query: Omit<LedgerQuery, 'pageSize'>) => {
    const pages = [ledger({ ...query, pageSize })];
    // At most 40 pages: a ledger whose cursor never runs out fails here rather than looping.
    for (let next = pages[0]?.meta.next; next && pages.length < 40; next = pages.at(-1)?.meta.next) {
      pages.push(ledger({ ...query, pageSize, after: next }));
    }
    return pages;
  };

  for (const [name, query, codes, party] of [
    ['the bank from 1405/04/12', () => ({ accountId: l.books.acc('1102'), from: j(1405, 4, 12) }), ['1102'], null],
    ['customer A from 1405/02/20', () => ({ tafsiliId: l.party.A, from: j(1405, 2, 20) }), ['1201'], 'A'],
    ['kol 11, the whole year', () => ({ accountId: l.books.acc('11'), from: openingDate }), ['1101', '1102'], null],
    // Pages open on the 16th, the rest of their month holding the 23rd's cash receipt (a debit).
    ['kol 11 from 1405/04/12', () => ({ accountId: l.books.acc('11'), from: j(1405, 4, 12) }), ['1101', '1102'], null],
    // Starts on 5/05, after Mordad's 5/02 receipt: pages open on the 9th of each month, the period's first inside it.
    ['receivables from 1405/05/05', () => ({ accountId: l.books.acc('1201'), from: j(1405, 5, 5) }), ['1201'], null],
  ] as const) {
    it(`${name}: forwards page by page, each page its slice with the running balance, then backwards alike`, () => {
      const q = query();
      const want = expected([...codes], party, q.from);
      const forward = walk(q);
      expect(forward.length).toBeGreaterThan(4);
      expect(forward.map((page) => shown(page))).toEqual(
        forward.map((_, index) => want.lines.slice(index * pageSize, (index + 1) * pageSize)),
      );
      expect(forward.map((page) => page.meta.offset)).toEqual(forward.map((_, index) => index * pageSize));
      expect(forward.map((page) => page.meta.total)).toEqual(forward.map(() => want.lines.length));
      expect(forward[0]?.meta.previous).toBeNull();
      expect(forward.at(-1)?.meta.next).toBeNull();

      const backward = [forward.at(-1) as Ledger];
      for (
        let previous = backward[0]?.meta.previous;
        previous && backward.length < 40;
        previous = backward[0]?.meta.previous
      ) {
        backward.unshift(ledger({ ...q, pageSize, before: previous }));
      }
      expect(backward.map((page) => shown(page))).toEqual(forward.map((page) => shown(page)));
      expect(backward.map((page) => [page.meta.offset, page.meta.next, page.meta.previous])).toEqual(
        forward.map((page) => [page.meta.offset, page.meta.next, page.meta.previous]),
      );
    });
  }

  it('a page before the fourth from the end is the third page, not the first, and reads oldest first', () => {
    const q = { accountId: l.books.acc('1102'), from: j(1405, 4, 12) };
    const forward = walk(q);
    const fourth = forward[3];
    const third = ledger({ ...q, pageSize, before: fourth?.meta.previous ?? '' });
    expect(shown(third)).toEqual(shown(forward[2] as Ledger));
    const dates = third.lines.map((line) => `${line.date}.${String(line.lineId).padStart(9, '0')}`);
    expect(dates).toEqual([...dates].sort());
  });

  it('a page asked for before the period’s end is its last: the last three lines, nothing after them', () => {
    const q = { accountId: l.books.acc('1102'), from: j(1405, 4, 12), to: j(1405, 10, 20) };
    const end = ledger({ ...q, pageSize: 3, before: `${j(1405, 10, 21)}.1` });
    expect(shown(end)).toEqual(expected(['1102'], null, q.from, q.to).lines.slice(-3));
    expect(end.meta.next).toBeNull();
    expect(end.meta.offset).toBe(end.meta.total - 3);
  });
});

describe('a closed year’s ledger (1404)', () => {
  it('shows the year’s own movements, not the closing voucher: its close is what 1405 opened with', () => {
    const bank = ledger({ fiscalYearId: l.books.yearId, accountId: l.books.acc('1102') });
    expect(figures(bank)).toEqual({
      openingBalance: 0,
      periodDebit: 900 * M,
      periodCredit: 0,
      closingBalance: 900 * M,
    });
    expect(bank.lines.map((line) => [line.description, line.debit, line.balance])).toEqual([
      ['capital', 900 * M, 900 * M],
    ]);
    const a = ledger({ fiscalYearId: l.books.yearId, tafsiliId: l.party.A });
    expect([a.periodDebit, a.periodCredit, a.closingBalance]).toEqual([300 * M, 0, 300 * M]);
    expect(ledger({ tafsiliId: l.party.A, to: openingDate }).openingBalance).toBe(a.closingBalance);
  });
});
