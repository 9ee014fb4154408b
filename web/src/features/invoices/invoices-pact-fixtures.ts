// Matchers, example ids and shapes shared by the invoices' pact tests (invoices and payments; pickers and settings).
import type { InvoiceCreateInput } from '@daftar/contracts/endpoints/invoices-schemas';
import { MatchersV3 } from '@pact-foundation/pact';
import { isoDate, isoDateTimeLike, oneOf, providerIds } from '../../lib/api/testing/matchers.ts';

export const { eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

export { isoDate, oneOf };
export const isoDateTime = isoDateTimeLike('2026-04-10T08:30:00.000Z');

export const hasInvoices = 'a company of the signed-in user has invoices';
export const company = { companyId: 1 };
export const invoicesPath = '/api/v1/companies/1/invoices';

/** Ids the provider's state answers; the examples stand in for them in the consumer run. */
export const example = {
  customerId: 7,
  itemId: 3,
  invoiceId: 11,
  paymentId: 5,
  issuedInvoiceId: 12,
  issuedLineId: 22,
  draftInvoiceId: 13,
  deliveredInvoiceId: 14,
  deliveredLineId: 24,
  estimateId: 15,
};
type Injected = keyof typeof example;
const stateIds = providerIds(example);
export const injected = stateIds.injected;
/** `/invoices/${invoiceId}` + tail, with the state's id. */
export const invoiceAt = (name: Injected, tail = '') => stateIds.at(invoicesPath, name, tail);

const statuses = [
  'DRAFT',
  'ISSUED',
  'PARTIALLY_PAID',
  'PAID',
  'PARTLY_RETURNED',
  'RETURNED',
  'CONVERTED',
  'CANCELLED',
] as const;

/**
 * An invoice as the list answers it; `status` is the example the interaction expects. `sent`: the answer to a create
 * or an update that sent a due date and notes (the state's own invoices have neither).
 */
export function summary(status: (typeof statuses)[number], sent = false) {
  const draft = status === 'DRAFT';
  // A cancelled invoice's voucher is reversed: it no longer has one in force.
  const posted = !draft && status !== 'CANCELLED';
  return {
    id: integer(example.invoiceId),
    kind: oneOf(['SELL', 'PURCHASE', 'ESTIMATE'], 'SELL'),
    status: oneOf(statuses, status),
    number: draft ? like(null) : integer(1),
    // The kind's prefix setting when issued ('' unless set); a draft has none yet.
    prefix: draft ? like(null) : like(''),
    displayNumber: draft ? like(null) : string('1'),
    fiscalYearId: draft ? like(null) : integer(1),
    issueDate: isoDate('2026-04-10'),
    dueDate: sent ? isoDate('2026-05-31') : like(null),
    stakeholderId: integer(example.customerId),
    stakeholderCode: string('1007'),
    stakeholderName: string('مریم احمدی'),
    subtotal: integer(2_500_000),
    lineDiscounts: integer(0),
    vatTotal: integer(250_000),
    discount: integer(0),
    shipping: integer(0),
    otherAdditions: integer(0),
    grandTotal: integer(2_750_000),
    paid: integer(draft ? 0 : 1_000_000),
    returned: integer(0),
    balanceDue: integer(draft ? 2_750_000 : 1_750_000),
    einvoiceType: like(null),
    einvoicePattern: like(null),
    sourceInvoiceId: like(null),
    recurringTemplateId: like(null),
    notes: sent ? string('تحویل در محل') : like(null),
    voucherId: posted ? integer(50) : like(null),
    issuedAt: draft ? like(null) : isoDateTime,
    cancelledAt: status === 'CANCELLED' ? isoDateTime : like(null),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  };
}

const line = {
  id: integer(21),
  row: integer(1),
  itemId: integer(example.itemId),
  itemCode: string('1001'),
  itemName: string('قهوه اسپرسو'),
  unit: string('کیلوگرم'),
  description: like(null),
  quantity: like(2),
  unitPrice: integer(1_250_000),
  discountType: oneOf(['AMOUNT', 'PERCENT'], 'AMOUNT'),
  discountValue: like(0),
  vatRate: integer(10),
  gross: integer(2_500_000),
  discount: integer(0),
  net: integer(2_500_000),
  vat: integer(250_000),
  total: integer(2_750_000),
  returnedQuantity: like(0),
  deliveredQuantity: like(0),
};

export const payment = {
  id: integer(example.paymentId),
  date: isoDate('2026-04-15'),
  method: oneOf(['CASH', 'BANK', 'CARD', 'CHEQUE'], 'CASH'),
  amount: integer(1_000_000),
  paymentMethodId: like(null),
  paymentMethodName: like(null),
  accountId: integer(31),
  tafsiliId: like(null),
  reference: like(null),
  chequeDueDate: like(null),
  notes: like(null),
  voucherId: integer(51),
  createdAt: isoDateTime,
};

export const invoiceReturn = {
  id: integer(31),
  number: integer(1),
  date: isoDate('2026-04-20'),
  net: integer(1_250_000),
  vat: integer(125_000),
  total: integer(1_375_000),
  notes: like(null),
  voucherId: integer(52),
  lines: eachLike({
    invoiceLineId: integer(21),
    itemId: integer(example.itemId),
    quantity: like(1),
    net: integer(1_250_000),
    vat: integer(125_000),
  }),
  createdAt: isoDateTime,
};

export const deliveryNote = {
  id: integer(41),
  number: integer(1),
  date: isoDate('2026-04-12'),
  notes: like(null),
  lines: eachLike({ invoiceLineId: integer(21), itemId: integer(example.itemId), quantity: like(1) }),
  createdAt: isoDateTime,
};

/**
 * A whole invoice: its summary, at least one line, and its payments, returns and delivery notes (none, or at least
 * one of each asked for).
 */
export function invoice(
  status: (typeof statuses)[number],
  { withPayments = false, sent = false, withReturns = false, withDeliveries = false } = {},
) {
  return {
    ...summary(status, sent),
    lines: eachLike(line),
    payments: withPayments ? eachLike(payment) : [],
    returns: withReturns ? eachLike(invoiceReturn) : [],
    deliveries: withDeliveries ? eachLike(deliveryNote) : [],
    convertedInvoiceId: like(null),
  };
}

/** A sale of one and a half kilos at 10% off, issued at once: the editor's create. */
export const saleInput: InvoiceCreateInput = {
  kind: 'SELL',
  issue: true,
  stakeholderId: example.customerId,
  issueDate: '2026-05-01',
  dueDate: '2026-05-31',
  lines: [
    {
      itemId: example.itemId,
      description: null,
      quantity: 1.5,
      unitPrice: 1_250_000,
      discountType: 'PERCENT',
      discountValue: 10,
      vatRate: 10,
    },
  ],
  discount: 0,
  shipping: 50_000,
  otherAdditions: 0,
  notes: 'تحویل در محل',
};

/** The same as the request body, with the state's party and item. */
export function saleBody(input: InvoiceCreateInput) {
  return {
    ...input,
    stakeholderId: injected('customerId'),
    lines: input.lines.map((entry) => ({ ...entry, itemId: injected('itemId') })),
  };
}
