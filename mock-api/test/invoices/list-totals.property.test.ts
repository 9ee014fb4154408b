import { invoiceCreateInputSchema, invoiceInputSchema } from '@daftar/contracts/endpoints/invoices-schemas';
import type { z } from 'zod';
import type { invoiceListQuerySchema } from '@daftar/contracts/endpoints/invoice-list-schemas';
import { addDays } from '@daftar/db/accounting/calendar';
import { emptyAllTables, restoreSnapshot, takeSnapshot } from '@daftar/db/reset';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertEstimate } from '../../src/domain/invoices/estimates.ts';
import { listInvoices } from '../../src/domain/invoices/invoice-list.ts';
import { addInvoicePayment, removeInvoicePayment } from '../../src/domain/invoices/invoice-payments.ts';
import { addInvoiceReturn } from '../../src/domain/invoices/invoice-returns.ts';
import { getInvoice } from '../../src/domain/invoices/invoice-rows.ts';
import {
  cancelInvoice,
  createInvoice,
  issueInvoice,
  removeInvoice,
  updateInvoice,
} from '../../src/domain/invoices/invoices.ts';
import { DomainError } from '../../src/domain/errors.ts';
import { type Books, openBooks } from '../accounting/books.ts';
import { insertItem, insertStakeholder } from '../support/factories.ts';
import { invoiceStatusSchema } from '@daftar/contracts/endpoints/invoices-schemas';

type Query = z.output<typeof invoiceListQuerySchema>;

/**
 * The invoice list's totals come from a roll-up kept by triggers (`invoice_list_totals`) unless a search or a party narrows
 * the rows: whatever invoices, payments, returns, edits, cancellations, conversions and deletions happen, in two
 * companies, the totals under any filter equal a plain SUM over the matching invoices and the rows the list pages
 * through, and the roll-up equals a GROUP BY of the invoices, also after a snapshot is restored or every table emptied.
 */
/** A share of what is owed or left (%): often all of it, so invoices end PAID and RETURNED too. */
const share = fc.oneof(fc.constant(100), fc.integer({ min: 1, max: 99 }));
const operationArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('create' as const),
      kind: fc.constantFrom('SELL' as const, 'PURCHASE' as const, 'ESTIMATE' as const),
      company: fc.nat(1),
      party: fc.nat(2),
      day: fc.nat(60),
      price: fc.integer({ min: 1, max: 50_000 }).map((n) => n * 1000),
      issue: fc.boolean(),
    }),
  },
  fc.record({ op: fc.constantFrom('issue' as const, 'remove' as const, 'convert' as const), pick: fc.nat(5) }),
  fc.record({ op: fc.constant('edit' as const), pick: fc.nat(5), price: fc.integer({ min: 1, max: 9_000 }) }),
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant('pay' as const), pick: fc.nat(5), share }),
  },
  fc.record({ op: fc.constantFrom('unpay' as const, 'cancel' as const), pick: fc.nat(5) }),
  { weight: 2, arbitrary: fc.record({ op: fc.constant('return' as const), pick: fc.nat(5), share }) },
);
type Operation = typeof operationArb extends fc.Arbitrary<infer T> ? T : never;

const filterArb = fc.record(
  {
    kind: fc.constantFrom('SELL' as const, 'PURCHASE' as const, 'ESTIMATE' as const),
    status: fc.constantFrom('DRAFT' as const, 'ISSUED' as const, 'PARTIALLY_PAID' as const, 'PAID' as const),
    from: fc.nat(60),
    to: fc.nat(60),
    q: fc.constantFrom('رضایی', 'ی', 'S-', '1', 'ناموجود'),
    party: fc.nat(2),
  },
  { requiredKeys: [] },
);
type Filter = typeof filterArb extends fc.Arbitrary<infer T> ? T : never;

interface World {
  companies: { books: Books; parties: number[]; item: number }[];
  invoices: { company: number; id: number }[];
  /** Invoices removed (drafts): a later step on one is refused INVOICE_NOT_FOUND. */
  removed: Set<number>;
}

const firstDay = '2026-04-01';

function world(): World {
  const first = openBooks();
  const second = openBooks({ db: first });
  const companies = [first, second].map((books) => ({
    books,
    parties: [0, 1, 2].map(
      (n) => insertStakeholder(books.db, books.companyId, { isCustomer: true, isSupplier: n > 0 }).id,
    ),
    item: insertItem(books.db, books.companyId, { vatRate: 10, trackStock: false }).id,
  }));
  return { companies, invoices: [], removed: new Set() };
}

type Invoice = ReturnType<typeof getInvoice>;

/**
 * The refusals the model allows a step, given the picked invoice before it: any other 4xx fails the run (a change
 * that refused, say, every VAT-exempt purchase or every return would otherwise pass unseen).
 */
function allowedRefusals(operation: Operation, invoice: Invoice | undefined): string[] {
  // Party 0 of each company is a customer only (world()).
  if (operation.op === 'create')
    return operation.kind === 'PURCHASE' && operation.party === 0 ? ['STAKEHOLDER_NOT_SUPPLIER'] : [];
  if (!invoice) return [];
  const estimate = invoice.kind === 'ESTIMATE';
  const done = {
    CANCELLED: ['INVOICE_CANCELLED'],
    CONVERTED: ['ESTIMATE_CONVERTED'],
  }[invoice.status as string];
  const followUps = invoice.returned > 0 ? ['INVOICE_HAS_RETURNS'] : [];
  switch (operation.op) {
    case 'issue':
      return invoice.status === 'DRAFT' ? [] : ['INVOICE_NOT_DRAFT'];
    case 'remove':
      return invoice.status === 'DRAFT' ? [] : ['INVOICE_NOT_DRAFT'];
    case 'convert':
      if (!estimate) return ['NOT_AN_ESTIMATE'];
      return done ?? (invoice.status === 'DRAFT' ? ['ESTIMATE_NOT_ISSUED'] : []);
    case 'edit':
      return [...(done ?? []), ...followUps, ...(invoice.paid > 0 ? ['TOTAL_BELOW_PAID'] : [])];
    case 'pay': {
      if (estimate) return ['ESTIMATE_TAKES_NO_PAYMENTS'];
      if (done) return done;
      if (invoice.status === 'DRAFT') return ['INVOICE_NOT_ISSUED'];
      const amount = Math.max(1, Math.floor((invoice.balanceDue * operation.share) / 100));
      return amount > invoice.balanceDue ? ['PAYMENT_ABOVE_BALANCE_DUE'] : [];
    }
    case 'unpay':
      return done ?? [];
    case 'cancel':
      if (done) return done;
      return [
        ...(invoice.status === 'DRAFT' ? ['INVOICE_NOT_ISSUED'] : []),
        ...(invoice.paid > 0 ? ['INVOICE_HAS_PAYMENTS'] : []),
        ...followUps,
      ];
    case 'return':
      if (invoice.status === 'CANCELLED') return ['INVOICE_CANCELLED'];
      return estimate || invoice.status === 'DRAFT' ? ['INVOICE_NOT_RETURNABLE'] : [];
  }
}

function apply(w: World, operation: Operation): void {
  const picked = 'pick' in operation ? w.invoices[w.invoices.length - 1 - (operation.pick % 6)] : undefined;
  const company = w.companies[operation.op === 'create' ? operation.company : (picked?.company ?? 0)];
  if (!company) return;
  const { db, companyId, userId } = company.books;
  const gone = picked !== undefined && w.removed.has(picked.id);
  const allowed = gone
    ? ['INVOICE_NOT_FOUND']
    : allowedRefusals(operation, picked && getInvoice(db, companyId, picked.id));
  try {
    if (operation.op === 'create') {
      const input = invoiceCreateInputSchema.parse({
        kind: operation.kind,
        stakeholderId: company.parties[operation.party],
        issueDate: addDays(firstDay, operation.day),
        lines: [{ itemId: company.item, quantity: 2, unitPrice: operation.price }],
        issue: operation.issue,
      });
      w.invoices.push({ company: operation.company, id: createInvoice(db, companyId, userId, input).id });
      return;
    }
    if (!picked) return;
    const invoice = getInvoice(db, companyId, picked.id);
    if (operation.op === 'issue') issueInvoice(db, companyId, picked.id, userId);
    if (operation.op === 'remove') {
      removeInvoice(db, companyId, picked.id);
      w.removed.add(picked.id);
    }
    if (operation.op === 'cancel') cancelInvoice(db, companyId, picked.id, userId, { date: '2026-06-30' });
    if (operation.op === 'convert') {
      const made = convertEstimate(db, companyId, picked.id, userId, { issueDate: invoice.issueDate, issue: true });
      w.invoices.push({ company: picked.company, id: made.id });
    }
    if (operation.op === 'edit') {
      const lines = invoice.lines.map((line) => ({ ...line, unitPrice: operation.price * 1000 }));
      updateInvoice(db, companyId, picked.id, userId, invoiceInputSchema.parse({ ...invoice, lines }));
    }
    if (operation.op === 'pay') {
      const amount = Math.max(1, Math.floor((invoice.balanceDue * operation.share) / 100));
      addInvoicePayment(db, companyId, picked.id, userId, { date: invoice.issueDate, method: 'CASH', amount });
    }
    const payment = invoice.payments[0];
    if (operation.op === 'unpay' && payment) removeInvoicePayment(db, companyId, picked.id, payment.id, userId);
    if (operation.op === 'return') {
      const lines = invoice.lines
        .map((line) => ({
          invoiceLineId: line.id,
          quantity: Math.floor((line.quantity - line.returnedQuantity) * 10 * operation.share) / 1000,
        }))
        .filter((line) => line.quantity > 0);
      if (lines.length > 0)
        addInvoiceReturn(db, companyId, picked.id, userId, { date: addDays(invoice.issueDate, 1), lines });
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (!allowed.includes(error.code)) {
      const status = picked && !gone ? getInvoice(db, companyId, picked.id).status : 'removed';
      throw new Error(`${JSON.stringify(operation)} on a ${status} invoice: refused ${error.code}; allowed ${allowed}`);
    }
  }
}

function queryOf(w: World, company: number, filter: Filter): Query {
  const parties = w.companies[company]?.parties ?? [];
  return {
    page: 1,
    pageSize: 500,
    sort: '-issueDate',
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.from !== undefined ? { from: addDays(firstDay, filter.from) } : {}),
    ...(filter.to !== undefined ? { to: addDays(firstDay, filter.to) } : {}),
    ...(filter.q ? { q: filter.q } : {}),
    ...(filter.party !== undefined ? { stakeholderId: parties[filter.party] } : {}),
  };
}

/** The same filters as plain SQL over `invoices`: what the totals must be. */
function plainSums(books: Books, query: Query) {
  const where = ['company_id = ?', query.kind ? 'kind = ?' : "kind <> 'ESTIMATE'"];
  const params: unknown[] = [books.companyId, ...(query.kind ? [query.kind] : [])];
  const add = (clause: string, value: unknown) => where.push(clause) && params.push(value);
  if (query.status) add('status = ?', query.status);
  if (query.from) add('issue_date >= ?', query.from);
  if (query.to) add('issue_date <= ?', query.to);
  if (query.q) add('instr(search_text, ?) > 0', query.q.toLowerCase());
  if (query.stakeholderId) add('stakeholder_id = ?', query.stakeholderId);
  return books.db.$client
    .prepare(
      `select count(*) as count, coalesce(sum(grand_total), 0) as grandTotal, coalesce(sum(vat_total), 0) as vatTotal,
         coalesce(sum(paid), 0) as paid, coalesce(sum(balance_due), 0) as balanceDue
       from invoices where ${where.join(' and ')}`,
    )
    .get(...params);
}

const rollUp = (books: Books) =>
  books.db.$client.prepare('select * from invoice_list_totals order by 1, 2, 3, 4').all();
const groupedInvoices = (books: Books) =>
  books.db.$client
    .prepare(
      `select company_id, kind, status, issue_date, count(*) as invoices, sum(grand_total) as grand_total,
         sum(vat_total) as vat_total, sum(paid) as paid, sum(balance_due) as balance_due
       from invoices group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
    )
    .all();

/** What the runs reached, so the test fails when the operations stop exercising a state. */
const seen = new Set<string>();

function check(w: World, filters: [number, Filter][]): void {
  const books = w.companies[0]?.books as Books;
  expect(rollUp(books)).toEqual(groupedInvoices(books));
  for (const [company, filter] of filters) {
    const { books: own } = w.companies[company] as World['companies'][number];
    const query = queryOf(w, company, filter);
    const listed = listInvoices(own.db, own.companyId, query);
    expect(listed.totals).toEqual(plainSums(own, query));
    const sum = (field: 'grandTotal' | 'vatTotal' | 'paid') => listed.rows.reduce((s, row) => s + row[field], 0);
    expect(listed.rows.length).toBe(listed.totals.count);
    expect([sum('grandTotal'), sum('vatTotal'), sum('paid')]).toEqual([
      listed.totals.grandTotal,
      listed.totals.vatTotal,
      listed.totals.paid,
    ]);
    if (listed.totals.count > 0) seen.add(filter.q || filter.party !== undefined ? 'SCANNED' : 'ROLLED_UP');
  }
  for (const row of rollUp(books) as { status: string }[]) seen.add(row.status);
}

describe('the invoice list’s totals (roll-up by triggers)', () => {
  it('equal a plain SUM of the matching invoices and of the listed rows, under any filter and any writes', () => {
    fc.assert(
      fc.property(
        fc.array(operationArb, { minLength: 5, maxLength: 40 }),
        fc.array(fc.tuple(fc.nat(1), filterArb), { minLength: 1, maxLength: 8 }),
        fc.array(operationArb, { maxLength: 15 }),
        (operations, filters, later) => {
          const w = world();
          const books = w.companies[0]?.books as Books;
          try {
            for (const operation of operations) apply(w, operation);
            check(w, [...filters, [0, {}], [1, {}]]);
            // A reset copies the invoices back and leaves the roll-up to the triggers (db/src/reset.ts).
            takeSnapshot(books.db);
            const before = rollUp(books);
            for (const operation of later) apply(w, operation);
            check(w, filters);
            restoreSnapshot(books.db);
            expect(rollUp(books)).toEqual(before);
            check(w, filters);
            emptyAllTables(books.db);
            expect(rollUp(books)).toEqual([]);
          } finally {
            books.dispose();
          }
        },
      ),
      {
        numRuns: 20,
        endOnFailure: true,
        // Every status, whatever the draw: an estimate converted and its invoice paid, a return of all and of part
        // (half of the last invoice's two units), a part payment, a cancellation, an issued purchase and a draft.
        examples: [
          [
            [
              { op: 'create', kind: 'ESTIMATE', company: 0, party: 0, day: 1, price: 1_000_000, issue: true },
              { op: 'convert', pick: 0 },
              { op: 'pay', pick: 0, share: 100 },
              ...(['return', 'pay', 'return', 'cancel'] as const).flatMap((op) => [
                { op: 'create', kind: 'SELL', company: 0, party: 1, day: 2, price: 2_000_000, issue: true } as const,
                op === 'cancel' ? { op, pick: 0 } : { op, pick: 0, share: op === 'return' ? 100 : 50 },
              ]),
              { op: 'create', kind: 'PURCHASE', company: 1, party: 2, day: 3, price: 3_000_000, issue: true },
              { op: 'create', kind: 'SELL', company: 1, party: 0, day: 4, price: 4_000_000, issue: false },
              { op: 'return', pick: 3, share: 50 },
              { op: 'create', kind: 'SELL', company: 0, party: 1, day: 5, price: 5_000_000, issue: true },
              { op: 'return', pick: 0, share: 50 },
            ],
            [
              [0, { q: 'رضایی' }],
              [0, { kind: 'SELL', from: 2 }],
            ],
            [],
          ],
        ],
      },
    );
    // Every status the contract has, and both ways of reading the totals.
    expect([...seen].sort()).toEqual([...invoiceStatusSchema.options, 'ROLLED_UP', 'SCANNED'].sort());
  }, 240_000);
});
