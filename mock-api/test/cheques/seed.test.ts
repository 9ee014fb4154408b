import { seededCompanies } from '@daftar/db/seed/accounts';
import { seedToday } from '@daftar/db/testing/seed-templates';
import { describe, expect, it } from 'vitest';
import { listTreasuryAccounts } from '../../src/domain/treasury/treasury-accounts.ts';
import { seedCheques } from '../../src/seed/cheques.ts';
import { voucherChecks } from '../accounting/books.ts';
import { seededDbPerFile } from '../support/seeded-db.ts';

const today = seedToday();
// The books, the invoices, the treasury, then the cheques up to today, as the run's global setup seeded them.
const t = seededDbPerFile('cheques', today);

const companies = Object.values(seededCompanies).map((company) => company.id);
const all = (query: string, ...params: unknown[]) => t.db.$client.prepare(query).all(...params);
const balance = (companyId: number, code: string) =>
  (
    t.db.$client
      .prepare(
        `select coalesce(sum(l.debit - l.credit), 0) as n from voucher_lines l join accounts a on a.id = l.account_id
         where a.company_id = ? and a.code = ?`,
      )
      .get(companyId, code) as { n: number }
  ).n;
const sumOf = (companyId: number, direction: string, states: string[]) =>
  (
    t.db.$client
      .prepare(
        `select coalesce(sum(amount), 0) as n from cheques where company_id = ? and direction = ?
         and state in (${states.map(() => '?').join(', ')})`,
      )
      .get(companyId, direction, ...states) as { n: number }
  ).n;

describe('the seeded cheques', () => {
  it('gives each company cheques in every state in both years, and an invoice of each kind paid by cheque', () => {
    for (const companyId of companies) {
      const states = all(
        `select distinct direction, state from cheques where company_id = ? and date < '2026-03-21' order by 1, 2`,
        companyId,
      );
      expect(states).toEqual(
        all(
          `select distinct direction, state from cheques where company_id = ? and date >= '2026-03-21' order by 1, 2`,
          companyId,
        ),
      );
      expect(states.map((row) => Object.values(row as object).join(' '))).toEqual([
        'ISSUED CANCELLED',
        'ISSUED CLEARED',
        'ISSUED ISSUED',
        'RECEIVED BOUNCED',
        'RECEIVED CLEARED',
        'RECEIVED DEPOSITED',
        'RECEIVED ENDORSED',
        'RECEIVED IN_HAND',
        'RECEIVED RETURNED',
      ]);
      const onInvoices = all(
        `select i.kind, count(*) as n from cheques c join invoice_payments p on p.id = c.invoice_payment_id
         join invoices i on i.id = p.invoice_id where c.company_id = ? group by 1 order by 1`,
        companyId,
      );
      expect(onInvoices).toEqual([
        { kind: 'PURCHASE', n: 2 },
        { kind: 'SELL', n: 2 },
      ]);
      expect(
        all('select count(*) as n from cheque_leaves where company_id = ? and cheque_id is null', companyId),
      ).toEqual([{ n: 2 }]);
    }
  });

  it('keeps the books balanced, the cheque accounts equal to their cheques, every bank account equal to its ledger', () => {
    for (const companyId of companies) {
      expect(voucherChecks(t.db, companyId).every((voucher) => voucher.balanced === 1)).toBe(true);
      expect(balance(companyId, '1202')).toBe(sumOf(companyId, 'RECEIVED', ['IN_HAND', 'BOUNCED']));
      expect(balance(companyId, '1203')).toBe(sumOf(companyId, 'RECEIVED', ['DEPOSITED']));
      expect(balance(companyId, '3102')).toBe(-sumOf(companyId, 'ISSUED', ['ISSUED']));
      const { rows } = listTreasuryAccounts(t.db, companyId, { page: 1, pageSize: 50, sort: 'code' });
      for (const place of rows) {
        const [ledger] = all(
          `select coalesce(sum(l.debit - l.credit), 0) as n from voucher_lines l join accounts a on a.id = l.account_id
           where l.tafsili_id = ? and a.code in ('1101', '1102', '1103')`,
          place.tafsiliId,
        ) as { n: number }[];
        expect({ place: place.name, balance: place.balance }).toEqual({ place: place.name, balance: ledger?.n });
      }
    }
  });

  it('is idempotent: a second run adds nothing', () => {
    const before = all('select count(*) as n from vouchers');
    seedCheques(t.db, today);
    expect(all('select count(*) as n from vouchers')).toEqual(before);
  });
});
