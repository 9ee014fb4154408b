import type { InvoiceSummary } from '@daftar/contracts/endpoints/invoices-schemas';
import type { Language } from '@daftar/contracts/schemas/common';
import { Link } from 'react-router';
import { localDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import type { CellFormat, ListColumn } from '../../ui/list/list-columns.tsx';
import {
  InvoiceStatusBadge,
  invoiceKindKeys,
  invoicePath,
  invoiceStatusKeys,
  RepeatsMarker,
} from './invoice-status.tsx';

/** "S-12" in the page's digits, or "Draft" for an invoice not issued yet. */
export function invoiceNumberText(
  invoice: Pick<InvoiceSummary, 'displayNumber'>,
  t: (key: string) => string,
  language: Language,
): string {
  return invoice.displayNumber ? localDigits(invoice.displayNumber, language) : t('WEB_INVOICE_NO_NUMBER');
}

/** The amount columns' figures in Rials, for a spreadsheet that totals them (by column id). */
export const invoiceAmounts: Readonly<Record<string, (row: InvoiceSummary) => number>> = {
  grandTotal: (row) => row.grandTotal,
  paid: (row) => row.paid,
  balanceDue: (row) => row.balanceDue,
};

/** An amount column, in the unit the cell format carries (the company's Rial or Toman). */
const amount = (id: string, header: string, extra: Partial<ListColumn<InvoiceSummary>> = {}) => ({
  id,
  header,
  numeric: true,
  text: (row: InvoiceSummary, { language, amountUnit }: CellFormat) =>
    formatAmount(invoiceAmounts[id]?.(row) ?? 0, language, amountUnit),
  ...extra,
});

/** The overview's columns, for the table and the exports alike. */
export const invoiceColumns: ListColumn<InvoiceSummary>[] = [
  {
    id: 'number',
    header: 'WEB_INVOICE_NUMBER',
    sortable: true,
    alwaysShown: true,
    text: (row, { t, language }) => invoiceNumberText(row, t, language),
    render: (row, { t, language }) => (
      <>
        <Link to={invoicePath(row)} className="invoice-link" data-testid="invoice-row-link">
          <bdi>{invoiceNumberText(row, t, language)}</bdi>
        </Link>
        {row.recurringTemplateId !== null && (
          <>
            {' '}
            <RepeatsMarker templateId={row.recurringTemplateId} />
          </>
        )}
      </>
    ),
  },
  {
    id: 'issueDate',
    header: 'WEB_INVOICE_ISSUE_DATE',
    sortable: true,
    alwaysShown: true,
    text: (row, { language }) => formatDate(row.issueDate, language),
  },
  { id: 'kind', header: 'WEB_INVOICE_KIND', text: (row, { t }) => t(invoiceKindKeys[row.kind]) },
  {
    id: 'stakeholderName',
    header: 'WEB_INVOICE_PARTY',
    sortable: true,
    text: (row) => row.stakeholderName,
  },
  {
    id: 'status',
    header: 'WEB_INVOICE_STATUS',
    text: (row, { t }) => t(invoiceStatusKeys[row.status]),
    render: (row) => <InvoiceStatusBadge status={row.status} />,
  },
  amount('grandTotal', 'WEB_INVOICE_TOTAL', { sortable: true, alwaysShown: true }),
  amount('paid', 'WEB_INVOICE_PAID', { hiddenByDefault: true }),
  amount('balanceDue', 'WEB_INVOICE_BALANCE_DUE', { sortable: true }),
  {
    id: 'dueDate',
    header: 'WEB_INVOICE_DUE_DATE',
    sortable: true,
    hiddenByDefault: true,
    text: (row, { language }) => (row.dueDate ? formatDate(row.dueDate, language) : ''),
  },
];
