import { seededCompanies } from '@daftar/db/seed/accounts';
import { fixedSeedDay } from '@daftar/db/testing/seed-templates';
import { describe, expect, it } from 'vitest';
import { trialBalance } from '../../src/domain/accounting/reports/trial-balance.ts';
import { listTreasuryAccounts } from '../../src/domain/treasury/treasury-accounts.ts';
import { getTreasuryStatement } from '../../src/domain/treasury/treasury-statement.ts';
import { seededDbPerFile } from '../support/seeded-db.ts';

// A fixed seed day, so the figures below do not move with the calendar (the server seeds up to its own today).
const today = fixedSeedDay;
// The whole seed (seedAll) on that day, as the run's global setup made it.
const t = seededDbPerFile('all', today);

const all = <T>(query: string, ...params: unknown[]) => t.db.$client.prepare(query).all(...params) as T[];
const one = <T>(query: string, ...params: unknown[]) => t.db.$client.prepare(query).get(...params) as T;
const companies = Object.values(seededCompanies).map((company) => company.id);
const yearId = (companyId: number, name: string) =>
  one<{ id: number }>('select id from fiscal_years where company_id = ? and name = ?', companyId, name).id;

describe('the seeded history year 1404, closed by the books’ year-end', () => {
  it('holds a year of every kind of record, and 1405 runs from 1 Farvardin up to the seed day', () => {
    for (const companyId of companies) {
      const count = (table: string, where = '1 = 1') =>
        one<{ n: number }>(
          `select count(*) as n from ${table} where company_id = ? and date between '2025-03-21' and '2026-03-20' and ${where}`,
          companyId,
        ).n;
      const kinds = all<{ kind: string; n: number }>(
        `select kind, count(*) as n from invoices
         where company_id = ? and issue_date between '2025-03-21' and '2026-03-20' group by kind order by kind`,
        companyId,
      );
      for (const row of kinds) expect(row.n).toBeGreaterThan(100);
      expect(kinds.map((row) => row.kind)).toEqual(['ESTIMATE', 'PURCHASE', 'SELL']);
      expect(count('invoice_payments')).toBeGreaterThan(300);
      expect(count('invoice_returns')).toBeGreaterThan(5);
      expect(count('delivery_notes')).toBeGreaterThan(30);
      expect(count('money_records', "kind = 'INCOME'")).toBeGreaterThan(12);
      expect(count('money_records', "kind = 'EXPENSE'")).toBeGreaterThan(100);
      expect(count('treasury_transfers', "kind = 'TRANSFER'")).toBeGreaterThan(50);
      expect(count('treasury_transfers', "kind = 'REPLENISHMENT'")).toBeGreaterThan(5);
      expect(count('petty_cash_settlements')).toBeGreaterThan(5);
      expect(count('owner_transactions', "kind = 'CONTRIBUTION'")).toBe(2);
      expect(count('owner_transactions', "kind = 'WITHDRAWAL'")).toBeGreaterThan(5);
      const last = one<{ last: string }>(
        `select max(date) as last from (select date from voucher_lines where company_id = ?
         union all select issue_date from invoices where company_id = ?)`,
        companyId,
        companyId,
      ).last;
      expect(last).toBe(today);
    }
  });

  it('pays invoices through the company’s payment methods: the method’s account and tafsili', () => {
    const strays = all(
      `select p.id from invoice_payments p left join payment_methods m on m.id = p.payment_method_id
       where m.id is null or m.company_id <> p.company_id
          or (p.method <> 'CHEQUE' and (p.account_id <> m.account_id or p.tafsili_id is not m.tafsili_id))`,
    );
    expect(strays).toEqual([]);
    // A cheque waits in notes receivable (a sale's) or notes payable (a purchase's), whatever its method.
    const cheques = all(
      `select i.kind, a.code, count(*) as n from invoice_payments p join invoices i on i.id = p.invoice_id
       join accounts a on a.id = p.account_id where p.method = 'CHEQUE' group by 1, 2 order by 1, 2`,
    );
    expect(cheques).toEqual([
      { kind: 'PURCHASE', code: '3102', n: 4 },
      { kind: 'SELL', code: '1202', n: 4 },
    ]);
  });

  it('is closed: every voucher FINAL, the results and the closing vouchers last, every balance zero', () => {
    for (const companyId of companies) {
      const year = yearId(companyId, '1404');
      expect(one<{ status: string }>('select status from fiscal_years where id = ?', year).status).toBe('CLOSED');
      const statuses = all<{ status: string; kind: string; n: number; first: number; last: number }>(
        `select status, kind, count(*) as n, min(number) as first, max(number) as last from vouchers
         where fiscal_year_id = ? group by 1, 2 order by 2, 1`,
        year,
      );
      const normal = statuses.find((row) => row.kind === 'NORMAL');
      expect(statuses.map((row) => [row.status, row.kind, row.n])).toEqual([
        ['FINAL', 'CLOSING', 2],
        ['FINAL', 'NORMAL', normal?.n],
      ]);
      expect(statuses[0]?.first).toBe((normal?.last ?? 0) + 1);
      const unzeroed = all(
        `select account_id, tafsili_id, sum(debit) - sum(credit) as net from voucher_lines l
         join vouchers v on v.id = l.voucher_id where v.fiscal_year_id = ? group by 1, 2 having net <> 0`,
        year,
      );
      expect(unzeroed).toEqual([]);
    }
  });

  it('opens 1405 with the closing voucher’s mirror: balance-sheet balances only, what 1404 left', () => {
    for (const companyId of companies) {
      const opening = all<{ status: string; date: string; id: number }>(
        "select id, status, date from vouchers where fiscal_year_id = ? and kind = 'OPENING'",
        yearId(companyId, '1405'),
      );
      // FINAL: Farvardin 1405's books are finalised and locked by the legal books' seed (seed/legal-books.ts).
      expect(opening.map((voucher) => [voucher.status, voucher.date])).toEqual([['FINAL', '2026-03-21']]);
      const lines = (where: string, id: number, sign: string) =>
        all(
          `select account_id as accountId, tafsili_id as tafsiliId, sum(${sign}) as net from voucher_lines l
           join vouchers v on v.id = l.voucher_id where ${where} = ? group by 1, 2 order by 1, 2`,
          id,
        );
      const closing = one<{ id: number }>(
        "select id from vouchers where fiscal_year_id = ? and kind = 'CLOSING' and description = 'سند اختتامیه'",
        yearId(companyId, '1404'),
      );
      expect(lines('v.id', opening[0]?.id ?? 0, 'debit - credit')).toEqual(lines('v.id', closing.id, 'credit - debit'));
      const results = all(
        `select a.code from voucher_lines l join accounts a on a.id = l.account_id
         where l.voucher_id = ? and a.type in ('REVENUE', 'EXPENSE')`,
        opening[0]?.id ?? 0,
      );
      expect(results).toEqual([]);
      // The year's profit went to retained earnings (5201), which 1405 opens with.
      const retained = trialBalance(t.db, companyId, {
        level: 'MOEIN',
        fiscalYearId: yearId(companyId, '1405'),
      }).rows.find((row) => row.code === '5201');
      expect((retained?.openingCredit ?? 0) - (retained?.openingDebit ?? 0)).not.toBe(0);
    }
  });

  it('leaves every treasury place’s balance = its 1405 ledger = its statements’ closing; cash never negative', () => {
    for (const companyId of companies) {
      const trial = trialBalance(t.db, companyId, { level: 'TAFSILI' });
      const { rows } = listTreasuryAccounts(t.db, companyId, { page: 1, pageSize: 50, sort: 'code' });
      for (const place of rows) {
        const row = trial.rows.find((candidate) => candidate.tafsiliId === place.tafsiliId);
        expect((row?.balanceDebit ?? 0) - (row?.balanceCredit ?? 0)).toBe(place.balance);
        // Across both years (the closing and the opening that restates it left out) and from 1405's first day.
        for (const from of [undefined, '2026-03-21', '2025-06-01']) {
          const statement = getTreasuryStatement(t.db, companyId, place.id, { page: 1, pageSize: 1, from });
          expect({ place: place.name, from, closing: statement.summary.closing }).toEqual({
            place: place.name,
            from,
            closing: place.balance,
          });
        }
        if (place.kind !== 'BANK_ACCOUNT') expect(place.balance).toBeGreaterThanOrEqual(0);
      }
    }
  });
});
