import { invoiceCreateInputSchema, invoiceInputSchema } from '@daftar/contracts/endpoints/invoices-schemas';
import { invoiceTotals, lineTotals } from '@daftar/contracts/invoices/totals';
import { addDays } from '@daftar/db/accounting/calendar';
import { finaliseVoucher } from '../../src/domain/accounting/vouchers.ts';
import { addInvoiceDelivery } from '../../src/domain/invoices/invoice-deliveries.ts';
import { addInvoicePayment, removeInvoicePayment } from '../../src/domain/invoices/invoice-payments.ts';
import { addInvoiceReturn } from '../../src/domain/invoices/invoice-returns.ts';
import { getInvoice } from '../../src/domain/invoices/invoice-rows.ts';
import { cancelInvoice, createInvoice, issueInvoice, updateInvoice } from '../../src/domain/invoices/invoices.ts';
import type { PaymentMethod } from '@daftar/contracts/endpoints/invoices-schemas';
import type { PaymentMethodKind } from '@daftar/contracts/endpoints/payment-methods';
import { paymentMethods } from '@daftar/db/schema/payment-methods';
import { eq } from 'drizzle-orm';
import { createTafsili } from '../../src/domain/accounting/tafsili.ts';
import { createPaymentMethod, removePaymentMethod } from '../../src/domain/payment-methods/payment-methods.ts';
import { DomainError } from '../../src/domain/errors.ts';
import type { LineDraw, Operation } from './invoice-operations.ts';
import { allowedRefusals, type StepState } from './invoice-refusals.ts';
import { insertItem, insertStakeholder } from '../support/factories.ts';
import { type Books, openBooks } from '../accounting/books.ts';

/**
 * The invoices' property test's company and how its operations are applied (property.test.ts; the backup's round
 * trip builds random companies with them too).
 */
export interface World {
  books: Books;
  customers: number[];
  suppliers: number[];
  items: number[];
  invoices: number[];
  /**
   * Payment methods as (invoice payment method, method id): a card reader on petty cash, a bank transfer to the
   * bank (both with a bank tafsili), an inactive card reader and a card reader given to a cheque (refused). The card
   * reader is deleted by `dropMethod`; its payments keep their account.
   */
  methods: [PaymentMethod, number][];
}

export function world(): World {
  const books = openBooks();
  const party = (supplier: boolean) =>
    insertStakeholder(books.db, books.companyId, { isCustomer: !supplier, isSupplier: supplier }).id;
  // The first and last items' stock is tracked, the middle one's is not.
  const item = (vatRate: number, trackStock = true) =>
    insertItem(books.db, books.companyId, { vatRate, trackStock }).id;
  const w: World = {
    books,
    customers: [party(false), party(false)],
    suppliers: [party(true), party(true)],
    items: [item(10), item(0, false), item(9)],
    invoices: [],
    methods: [],
  };
  const bank = createTafsili(books.db, books.companyId, { kind: 'BANK_ACCOUNT', name: 'بانک ملت' }).id;
  const method = (kind: PaymentMethodKind, code: string, active = true) =>
    createPaymentMethod(books.db, books.companyId, {
      name: `${kind} ${code} ${active}`,
      kind,
      accountId: books.acc(code),
      tafsiliId: bank,
      active,
      isDefault: false,
    }).id;
  const card = method('CARD_READER', '1103');
  w.methods = [
    ['CARD', card],
    ['BANK', method('BANK_TRANSFER', '1102')],
    ['CARD', method('CARD_READER', '1103', false)],
    ['CHEQUE', card],
  ];
  // Three issued invoices to start from, so the operations meet issued ones from the first draw.
  for (const [kind, stakeholderId] of [
    ['SELL', w.customers[0]],
    ['PURCHASE', w.suppliers[0]],
    ['SELL', w.customers[1]],
  ] as const) {
    const input = invoiceCreateInputSchema.parse({
      kind,
      stakeholderId,
      issueDate: '2026-04-01',
      lines: [{ itemId: w.items[0], quantity: 2, unitPrice: 5_000_000 }],
      issue: true,
    });
    w.invoices.push(createInvoice(books.db, books.companyId, books.userId, input).id);
  }
  return w;
}

function linesOf(w: World, lines: LineDraw[]) {
  return lines.map((line) => ({
    itemId: w.items[line.item] ?? 0,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    discountType: line.percent ? ('PERCENT' as const) : ('AMOUNT' as const),
    // An amount discount within the line's gross, so most drawn invoices are valid.
    discountValue: line.percent
      ? line.discount
      : Math.min(
          line.discount * 1000,
          lineTotals({ ...line, discountType: 'AMOUNT', discountValue: 0, vatRate: 0 }).gross,
        ),
  }));
}

/** The lines, and an invoice discount within their subtotal and the additions, so most drawn invoices are valid. */
export function figuresOf(w: World, drawn: LineDraw[], discount: number) {
  const lines = linesOf(w, drawn);
  const subtotal = invoiceTotals({ lines: lines.map((line) => ({ ...line, vatRate: 0 })) }).subtotal;
  return { lines, discount: Math.min(discount, subtotal) };
}

/** Each cheque drawn gets its own Sayad id (unique per company). */
let chequesDrawn = 0;

const getPaymentMethodRow = (db: World['books']['db'], id: number) =>
  db.select().from(paymentMethods).where(eq(paymentMethods.id, id)).get();

const voucherIsFinal = (w: World, id: number | null | undefined) =>
  id !== null &&
  id !== undefined &&
  (w.books.db.$client.prepare('select status from vouchers where id = ?').get(id) as { status: string } | undefined)
    ?.status === 'FINAL';

/** The items' VAT rates, as `world()` makes them. */
const itemVatRates = [10, 0, 9];

/** The grand total a create or an edit would give the invoice (null for other steps). */
function drawnTotal(w: World, operation: Operation, invoice: ReturnType<typeof getInvoice> | undefined) {
  if (operation.op !== 'create' && operation.op !== 'edit') return null;
  const discount = operation.op === 'create' ? operation.discount : (invoice?.discount ?? 0);
  const figures = figuresOf(w, operation.lines, discount);
  const lines = figures.lines.map((line, index) => ({
    ...line,
    vatRate: itemVatRates[operation.lines[index]?.item ?? 0] ?? 0,
  }));
  const additions =
    operation.op === 'create'
      ? { shipping: operation.shipping, otherAdditions: 0 }
      : { shipping: invoice?.shipping ?? 0, otherAdditions: invoice?.otherAdditions ?? 0 };
  return invoiceTotals({ lines, discount: figures.discount, ...additions }).grandTotal;
}

/** What the model needs to know before a step (invoice-refusals.ts). */
function stateBefore(w: World, operation: Operation, picked: number | undefined): StepState {
  const { db, companyId } = w.books;
  const invoice = picked === undefined ? undefined : getInvoice(db, companyId, picked);
  return {
    invoice,
    voucherFinal: voucherIsFinal(w, invoice?.voucherId),
    paymentVoucherFinal: voucherIsFinal(w, invoice?.payments[0]?.voucherId),
    cardDropped: !getPaymentMethodRow(db, w.methods[0]?.[1] ?? 0),
    zeroTotal: drawnTotal(w, operation, invoice) === 0,
  };
}

/**
 * Applies one operation through the domain. A refusal passes only where the model (invoice-refusals.ts) says the
 * step may be refused, with one of the codes it names, or one of `alsoAllowed` (a caller whose company has locked
 * periods or a closed year); any other refusal, or any other error, fails the run. Answers the refusal's code, or
 * null when the step went through.
 */
export function apply(w: World, operation: Operation, alsoAllowed: readonly string[] = []): string | null {
  const { db, companyId, userId } = w.books;
  // Mostly one of the last few invoices, so operations meet the same invoice in turn (issue, pay, finalise, cancel).
  const picked =
    'pick' in operation
      ? w.invoices[w.invoices.length - 1 - (operation.pick % Math.min(3, Math.max(1, w.invoices.length)))]
      : undefined;
  const allowed = [...allowedRefusals(operation, stateBefore(w, operation, picked)), ...alsoAllowed];
  try {
    if (operation.op === 'create') {
      const parties = operation.kind === 'SELL' ? w.customers : w.suppliers;
      const parsed = invoiceCreateInputSchema.safeParse({
        kind: operation.kind,
        stakeholderId: parties[operation.party],
        issueDate: addDays('2026-03-21', operation.day),
        ...figuresOf(w, operation.lines, operation.discount),
        shipping: operation.shipping,
        issue: operation.issue,
      });
      if (!parsed.success) throw new Error(`drew an invalid invoice: ${parsed.error.message}`);
      w.invoices.push(createInvoice(db, companyId, userId, parsed.data).id);
      return null;
    }
    if (operation.op === 'dropMethod') {
      const card = w.methods[0]?.[1] ?? 0;
      if (getPaymentMethodRow(db, card)) removePaymentMethod(db, companyId, card);
      return null;
    }
    if (picked === undefined) return null;
    const invoice = getInvoice(db, companyId, picked);
    if (operation.op === 'issue') issueInvoice(db, companyId, picked, userId);
    if (operation.op === 'edit') {
      const parsed = invoiceInputSchema.safeParse({ ...invoice, ...figuresOf(w, operation.lines, invoice.discount) });
      if (!parsed.success) throw new Error(`drew an invalid edit: ${parsed.error.message}`);
      updateInvoice(db, companyId, picked, userId, parsed.data);
    }
    if (operation.op === 'pay') {
      const amount = Math.max(1, Math.floor((invoice.balanceDue * operation.share) / 100));
      const [method, paymentMethodId] = w.methods[operation.via - 1] ?? [operation.cash ? 'CASH' : 'BANK', null];
      chequesDrawn += 1;
      const paper = { sayadId: String(1_000_000_000_000_000 + chequesDrawn), bankName: 'بانک ملی' };
      const cheque =
        method === 'CHEQUE' ? { reference: '123456', chequeDueDate: invoice.issueDate, cheque: paper } : {};
      addInvoicePayment(db, companyId, picked, userId, {
        date: invoice.issueDate,
        method,
        amount,
        paymentMethodId,
        ...cheque,
      });
    }
    const payment = invoice.payments[0];
    if (operation.op === 'unpay' && payment) removeInvoicePayment(db, companyId, picked, payment.id, userId);
    if (operation.op === 'cancel') cancelInvoice(db, companyId, picked, userId, { date: '2027-03-01' });
    if (operation.op === 'return' || operation.op === 'deliver') {
      const lines = invoice.lines
        .map((line) => {
          const left =
            operation.op === 'return'
              ? line.quantity - line.returnedQuantity
              : line.quantity - line.returnedQuantity - line.deliveredQuantity;
          return { invoiceLineId: line.id, quantity: Math.floor(left * 10 * operation.share) / 1000 };
        })
        .filter((line) => line.quantity > 0);
      if (lines.length === 0) return null;
      const input = { date: addDays(invoice.issueDate, 3), lines };
      if (operation.op === 'return') addInvoiceReturn(db, companyId, picked, userId, input);
      else addInvoiceDelivery(db, companyId, picked, userId, input);
    }
    if (operation.op === 'finalise') {
      // The invoice's voucher, or its first payment's: a later edit, cancellation or removal meets a FINAL one.
      const voucherId = (operation.pick % 2 === 0 ? invoice.voucherId : payment?.voucherId) ?? invoice.voucherId;
      if (voucherId) finaliseVoucher(db, companyId, voucherId);
    }
    return null;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (!allowed.includes(error.code)) {
      const status = picked === undefined ? '' : getInvoice(db, companyId, picked).status;
      throw new Error(
        `${JSON.stringify(operation)} on a ${status} invoice: refused ${String(error)}; allowed ${allowed}`,
      );
    }
    return error.code;
  }
}
