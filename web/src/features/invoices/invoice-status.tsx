import type { InvoiceKind, InvoiceStatus } from '@daftar/contracts/endpoints/invoices-schemas';
import { useT } from '../../i18n/use-t.ts';

export const invoiceStatusKeys: Record<InvoiceStatus, string> = {
  DRAFT: 'WEB_INVOICE_STATUS_DRAFT',
  ISSUED: 'WEB_INVOICE_STATUS_ISSUED',
  PARTIALLY_PAID: 'WEB_INVOICE_STATUS_PARTIALLY_PAID',
  PAID: 'WEB_INVOICE_STATUS_PAID',
  CANCELLED: 'WEB_INVOICE_STATUS_CANCELLED',
};

export const invoiceKindKeys: Record<InvoiceKind, string> = {
  SELL: 'WEB_INVOICE_KIND_SELL',
  PURCHASE: 'WEB_INVOICE_KIND_PURCHASE',
};

/** The path segment of a kind's pages: /invoices/sell/…, /invoices/purchase/…. */
export const kindPath = (kind: InvoiceKind) => (kind === 'SELL' ? 'sell' : 'purchase');

/** An invoice's page: /invoices/sell/12. */
export const invoicePath = (invoice: { kind: InvoiceKind; id: number }) =>
  `/invoices/${kindPath(invoice.kind)}/${invoice.id}`;

/** An issued invoice with something left to pay takes payments (a draft, a paid or a cancelled one does not). */
export const isPayable = (invoice: { status: InvoiceStatus; balanceDue: number }) =>
  (invoice.status === 'ISSUED' || invoice.status === 'PARTIALLY_PAID') && invoice.balanceDue > 0;

/** The status as a coloured mark (a list cell, the invoice's header). */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const t = useT();
  return (
    <span className={`invoice-status invoice-status-${status.toLowerCase()}`} data-testid="invoice-status">
      {t(invoiceStatusKeys[status])}
    </span>
  );
}
