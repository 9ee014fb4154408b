import type { InvoiceKind, InvoiceStatus } from '@daftar/contracts/endpoints/invoices-schemas';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';

export const invoiceStatusKeys: Record<InvoiceStatus, string> = {
  DRAFT: 'WEB_INVOICE_STATUS_DRAFT',
  ISSUED: 'WEB_INVOICE_STATUS_ISSUED',
  PARTIALLY_PAID: 'WEB_INVOICE_STATUS_PARTIALLY_PAID',
  PAID: 'WEB_INVOICE_STATUS_PAID',
  PARTLY_RETURNED: 'WEB_INVOICE_STATUS_PARTLY_RETURNED',
  RETURNED: 'WEB_INVOICE_STATUS_RETURNED',
  CONVERTED: 'WEB_INVOICE_STATUS_CONVERTED',
  CANCELLED: 'WEB_INVOICE_STATUS_CANCELLED',
};

export const invoiceKindKeys: Record<InvoiceKind, string> = {
  SELL: 'WEB_INVOICE_KIND_SELL',
  PURCHASE: 'WEB_INVOICE_KIND_PURCHASE',
  ESTIMATE: 'WEB_INVOICE_KIND_ESTIMATE',
};

const kindPaths: Record<InvoiceKind, string> = { SELL: 'sell', PURCHASE: 'purchase', ESTIMATE: 'estimate' };

/** The path segment of a kind's pages: /invoices/sell/…, /invoices/purchase/…, /invoices/estimate/…. */
export const kindPath = (kind: InvoiceKind) => kindPaths[kind];

/** An invoice's page: /invoices/sell/12. */
export const invoicePath = (invoice: { kind: InvoiceKind; id: number }) =>
  `/invoices/${kindPath(invoice.kind)}/${invoice.id}`;

const payableStatuses: InvoiceStatus[] = ['ISSUED', 'PARTIALLY_PAID', 'PARTLY_RETURNED'];

/**
 * An issued invoice with something left to pay takes payments (a draft, a paid, fully returned or cancelled one
 * does not, nor does an estimate).
 */
export const isPayable = (invoice: { kind: InvoiceKind; status: InvoiceStatus; balanceDue: number }) =>
  invoice.kind !== 'ESTIMATE' && payableStatuses.includes(invoice.status) && invoice.balanceDue > 0;

/** The status as a coloured mark (a list cell, the invoice's header). */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const t = useT();
  return (
    <span className={`invoice-status invoice-status-${status.toLowerCase()}`} data-testid="invoice-status">
      {t(invoiceStatusKeys[status])}
    </span>
  );
}

/** "Repeats": an invoice a schedule made, linked to the schedule's template (in the list and on its page). */
export function RepeatsMarker({ templateId }: { templateId: number }) {
  const t = useT();
  return (
    <Link
      to={`/invoices/sell/${templateId}`}
      className="pill invoice-repeats-marker"
      title={t('WEB_RECURRING_MARKER_HINT')}
      data-testid="invoice-repeats"
    >
      {t('WEB_RECURRING_MARKER')}
    </Link>
  );
}
