import type { getInvoice } from '../../src/domain/invoices/invoice-rows.ts';
import type { Operation } from './invoice-operations.ts';

type Invoice = ReturnType<typeof getInvoice>;

/** What the model knows before a step: the picked invoice, its voucher's status and the payment methods' state. */
export interface StepState {
  invoice: Invoice | undefined;
  /** The status of the invoice's voucher and of its first payment's voucher. */
  voucherFinal: boolean;
  paymentVoucherFinal: boolean;
  /** The card reader (method 1) was deleted. */
  cardDropped: boolean;
  /** The drawn create's or edit's total is zero (every line free, no shipping). */
  zeroTotal: boolean;
}

/** Returns and delivery notes point at an invoice's lines: after one, its lines and party stay as they are. */
const followUps = (invoice: Invoice) => [
  ...(invoice.returned > 0 ? ['INVOICE_HAS_RETURNS'] : []),
  ...(invoice.lines.some((line) => line.deliveredQuantity > 0) ? ['INVOICE_HAS_DELIVERIES'] : []),
];

/**
 * The refusals a step may meet, by the model: the codes the domain is allowed to answer for this step given the
 * state before it. Any other 4xx is a bug the property test reports, e.g. a change that refuses every supplier
 * payment or every VAT-exempt purchase.
 */
export function allowedRefusals(operation: Operation, state: StepState): string[] {
  const { invoice } = state;
  if (operation.op === 'create') return state.zeroTotal && operation.issue ? ['INVOICE_TOTAL_ZERO'] : [];
  if (operation.op === 'dropMethod' || !invoice) return [];
  const cancelled = invoice.status === 'CANCELLED';
  const draft = invoice.status === 'DRAFT';
  const gone = cancelled ? ['INVOICE_CANCELLED'] : [];
  switch (operation.op) {
    case 'issue':
      return draft
        ? state.zeroTotal || invoice.grandTotal === 0
          ? ['INVOICE_TOTAL_ZERO']
          : []
        : ['INVOICE_NOT_DRAFT'];
    case 'edit': {
      const codes = [...gone, ...(state.zeroTotal ? ['INVOICE_TOTAL_ZERO'] : [])];
      if (!draft && state.voucherFinal) codes.push('VOUCHER_FINAL');
      if (invoice.paid > 0) codes.push('TOTAL_BELOW_PAID');
      codes.push(...followUps(invoice));
      return codes;
    }
    case 'pay': {
      if (draft) return ['INVOICE_NOT_ISSUED'];
      if (cancelled) return gone;
      const codes: string[] = [];
      const amount = Math.max(1, Math.floor((invoice.balanceDue * operation.share) / 100));
      if (amount > invoice.balanceDue) codes.push('PAYMENT_ABOVE_BALANCE_DUE');
      // Methods 3 and 4: an inactive card reader, and a card reader given to a cheque.
      if (operation.via === 3) codes.push('PAYMENT_METHOD_INACTIVE');
      if (operation.via === 4) codes.push('PAYMENT_METHOD_KIND_MISMATCH');
      if ((operation.via === 1 || operation.via === 4) && state.cardDropped) codes.push('PAYMENT_METHOD_NOT_FOUND');
      return codes;
    }
    case 'unpay':
      return state.paymentVoucherFinal ? [...gone, 'VOUCHER_FINAL'] : gone;
    case 'cancel':
      if (cancelled) return gone;
      return [
        ...(draft ? ['INVOICE_NOT_ISSUED'] : []),
        ...(invoice.payments.length > 0 ? ['INVOICE_HAS_PAYMENTS'] : []),
        ...followUps(invoice),
      ];
    case 'return':
    case 'deliver': {
      if (cancelled) return gone;
      if (draft) return [operation.op === 'return' ? 'INVOICE_NOT_RETURNABLE' : 'INVOICE_NOT_DELIVERABLE'];
      const above = operation.op === 'return' ? ['RETURN_ABOVE_SOLD', 'RETURN_ABOVE_BOUGHT'] : ['DELIVERY_ABOVE_LEFT'];
      const codes = operation.share > 100 ? above : [];
      if (operation.op === 'deliver' && invoice.kind === 'PURCHASE') codes.push('INVOICE_NOT_DELIVERABLE');
      return codes;
    }
    case 'finalise': {
      // The invoice's voucher on an even pick, else its first payment's (the invoice's when it has none).
      const payment = operation.pick % 2 === 1 && invoice.payments.length > 0;
      return (payment ? state.paymentVoucherFinal : state.voucherFinal) ? ['VOUCHER_FINAL'] : [];
    }
  }
}
