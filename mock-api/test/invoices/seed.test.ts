import { invoiceSchema } from '@daftar/contracts/endpoints/invoices-schemas';
import { invoiceTotals } from '@daftar/contracts/invoices/totals';
import { seededCompanies } from '@daftar/db/seed/accounts';
import { seedPeriods } from '@daftar/db/seed/seed-years';
import { seedTemplate, seedToday } from '@daftar/db/testing/seed-templates';
import { beforeAll, describe, expect, it } from 'vitest';
import { listInvoices } from '../../src/domain/invoices/invoice-list.ts';
import { getInvoice } from '../../src/domain/invoices/invoice-rows.ts';
import { onHandOf } from '../../src/domain/stock/stock.ts';
import { seededFollowUps } from '../../src/seed/invoice-follow-ups.ts';
import { seededInvoices, seedInvoices } from '../../src/seed/invoices.ts';
import { voucherChecks } from '../accounting/books.ts';
import { invoiceStatusSchema } from '@daftar/contracts/endpoints/invoices-schemas';
import { seededDbPerFile } from '../support/seeded-db.ts';

const today = seedToday();
const periods = seedPeriods(today);
/** Invoices of a kind over the seeded years (1404 whole, 1405 up to today). */
const seeded = (kind: 'SELL' | 'PURCHASE' | 'ESTIMATE') =>
  periods.reduce((sum, period) => sum + seededInvoices(period)[kind], 0);
// The books (seedDb) then the invoices up to today, as the run's global setup seeded them.
const t = seededDbPerFile('invoices', today);
beforeAll(() => {
  console.info(`seedInvoices: ${Math.round(seedTemplate('invoices', today).ms)} ms`);
});

const all = <T>(query: string, ...params: unknown[]) => t.db.$client.prepare(query).all(...params) as T[];
const companies = Object.values(seededCompanies).map((company) => company.id);

describe('the seeded invoices', () => {
  it('give each company its sell and purchase invoices and estimates in every status, numbered 1..n per kind and year', () => {
    for (const companyId of companies) {
      const kinds = all<{ kind: string; n: number }>(
        'select kind, count(*) as n from invoices where company_id = ? group by kind order by kind',
        companyId,
      );
      const numbering = all<{ numbered: number; last: number }>(
        `select count(number) as numbered, max(number) as last from invoices
         where company_id = ? and number is not null group by kind, fiscal_year_id`,
        companyId,
      );
      expect(numbering).toHaveLength(3 * periods.length);
      expect(kinds.map((row) => [row.kind, row.n])).toEqual([
        ['ESTIMATE', seeded('ESTIMATE')],
        ['PURCHASE', seeded('PURCHASE')],
        ['SELL', seeded('SELL') + seededFollowUps.converted * periods.length],
      ]);
      for (const row of numbering) expect(row.last).toBe(row.numbered);
      const statuses = all<{ status: string }>('select distinct status from invoices where company_id = ?', companyId);
      // Every status the contract has, each seeded at least once.
      expect(statuses.map((row) => row.status).sort()).toEqual([...invoiceStatusSchema.options].sort());
      const documents = all<{ returns: number; deliveries: number }>(
        `select (select count(*) from invoice_returns where company_id = ?) as returns,
                (select count(*) from delivery_notes where company_id = ?) as deliveries`,
        companyId,
        companyId,
      )[0];
      expect(documents?.returns).toBe((seededFollowUps.returns + seededFollowUps.purchaseReturns) * periods.length);
      expect(documents?.deliveries).toBeGreaterThan(30);
    }
  });

  it("every tracked item's stock on hand = purchases − purchase returns − deliveries + delivered sell returns", () => {
    const tracked = all<{ id: number; expected: number }>(
      `select i.id,
         coalesce((select sum(l.quantity_thousandths) from invoice_lines l join invoices v on v.id = l.invoice_id
                   where l.item_id = i.id and v.kind = 'PURCHASE' and v.status not in ('DRAFT', 'CANCELLED')), 0)
       - coalesce((select sum(r.quantity_thousandths) from invoice_return_lines r join invoice_returns h on h.id = r.return_id
                   where r.item_id = i.id and h.kind = 'PURCHASE'), 0)
       - coalesce((select sum(d.quantity_thousandths) from delivery_note_lines d where d.item_id = i.id), 0)
       + coalesce((select sum(m.quantity_thousandths) from stock_movements m
                   where m.item_id = i.id and m.source_type = 'SELL_RETURN'), 0) as expected
       from items i where i.track_stock = 1`,
    );
    expect(tracked.length).toBeGreaterThan(0);
    for (const item of tracked) expect(onHandOf(t.db, item.id)).toBe(item.expected);
  });

  it('post balanced vouchers after the seeded journal, FINAL ones first, numbers without gaps', () => {
    for (const companyId of companies) {
      const checks = voucherChecks(t.db, companyId);
      expect(checks.filter((voucher) => !voucher.balanced)).toEqual([]);
      for (const yearId of new Set(checks.map((voucher) => voucher.yearId))) {
        const year = checks.filter((voucher) => voucher.yearId === yearId);
        expect(year.map((voucher) => voucher.number)).toEqual(year.map((_, index) => index + 1));
        const statuses = year.map((voucher) => voucher.status);
        expect(statuses).toEqual([...statuses].sort());
      }
    }
  });

  it("each party's invoice postings in the ledger equal their open invoices' balance due", () => {
    const ledger = all<{ stakeholderId: number; balance: number }>(
      `select t.stakeholder_id as stakeholderId, sum(l.debit - l.credit) as balance
       from voucher_lines l join vouchers v on v.id = l.voucher_id join tafsili_accounts t on t.id = l.tafsili_id
       where v.source_type in ('INVOICE', 'INVOICE_PAYMENT', 'INVOICE_RETURN') and t.stakeholder_id is not null
       group by t.stakeholder_id having balance <> 0 order by 1`,
    );
    const open = all<{ stakeholderId: number; balance: number }>(
      `select stakeholder_id as stakeholderId, sum(case kind when 'SELL' then balance_due else -balance_due end) as balance
       from invoices where status <> 'DRAFT' group by stakeholder_id having balance <> 0 order by 1`,
    );
    expect(ledger).toEqual(open);
  });

  it('hold the figures of the shared totals module, in the shape of the contract', () => {
    const ids = all<{ id: number; companyId: number }>('select id, company_id as companyId from invoices');
    for (const { id, companyId } of ids) {
      const invoice = invoiceSchema.parse(getInvoice(t.db, companyId, id));
      const totals = invoiceTotals({ ...invoice, paid: invoice.payments.reduce((sum, p) => sum + p.amount, 0) });
      expect([invoice.grandTotal, invoice.vatTotal, invoice.paid]).toEqual([
        totals.grandTotal,
        totals.vatTotal,
        totals.paid,
      ]);
    }
    const page = listInvoices(t.db, companies[0] ?? 0, { page: 1, pageSize: 20, sort: '-issueDate' });
    expect(page.totals.count).toBe(seeded('SELL') + seeded('PURCHASE') + seededFollowUps.converted * periods.length);
  }, 180_000);

  it('store on each payment the money account its voucher posted to', () => {
    // The voucher's line on the payment's money side: debited on a sale, credited on a purchase.
    const payments = all<{ id: number; accountId: number | null; voucherAccountId: number }>(
      `select p.id, p.account_id as accountId, l.account_id as voucherAccountId
       from invoice_payments p join invoices i on i.id = p.invoice_id
       join voucher_lines l on l.voucher_id = p.voucher_id and l.row = 1
       order by p.id`,
    );
    expect(payments.length).toBeGreaterThan(100);
    for (const row of payments) expect(row.accountId).toBe(row.voucherAccountId);
  });

  it('adds nothing on a second run', () => {
    const before = all('select count(*) as n from invoices union all select count(*) from vouchers');
    seedInvoices(t.db, today);
    expect(all('select count(*) as n from invoices union all select count(*) from vouchers')).toEqual(before);
  });
});
