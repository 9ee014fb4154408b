import type { Invoice } from '@daftar/contracts/endpoints/invoices-schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { type AmountUnit, formatAmount } from '../../lib/format/format-amount.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { useRoleMay } from '../../lib/session/use-role-may.ts';
import { EinvoiceCard } from './einvoice-card.tsx';
import { InvoiceActions } from './invoice-actions.tsx';
import { InvoiceCard, VoucherLink } from './invoice-card.tsx';
import { invoiceNumberText } from './invoice-columns.tsx';
import { InvoiceDeliveries, InvoiceReturns } from './invoice-documents.tsx';
import { decimalText } from './invoice-form-values.ts';
import { InvoicePayments } from './invoice-payments.tsx';
import { InvoiceStatusBadge, invoiceKindKeys, kindPath, RepeatsMarker } from './invoice-status.tsx';
import { InvoiceTotalsPanel } from './invoice-totals-panel.tsx';
import { RecurringPanel } from './recurring-panel.tsx';
import './invoices.css';
import { scrollRegion } from '../../ui/scroll-region.ts';
import { FactList } from '../../ui/fact-list.tsx';

/** The invoice's lines as a read-only table: item, quantity and unit, price, discount, VAT, total. */
function LinesTable({ invoice, unit }: { invoice: Invoice; unit: AmountUnit }) {
  const t = useT();
  const { language } = useLanguage();
  const money = (rials: number) => formatAmount(rials, language, unit);
  const heads = ['WEB_INVOICE_ROW', 'WEB_INVOICE_ITEM', 'WEB_INVOICE_QUANTITY', 'WEB_INVOICE_UNIT_PRICE'];
  const figures = ['WEB_INVOICE_DISCOUNT', 'WEB_INVOICE_VAT', 'WEB_INVOICE_LINE_TOTAL'];
  return (
    <div className="invoice-table-wrap" {...scrollRegion(t('WEB_INVOICE_LINES'))}>
      <table className="ruled-table invoice-table" data-testid="invoice-view-lines">
        <thead>
          <tr>
            {heads.map((key) => (
              <th key={key}>{t(key)}</th>
            ))}
            {figures.map((key) => (
              <th key={key} className="is-numeric">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line) => (
            <tr key={line.id} data-testid="invoice-view-line">
              <td>{localDigits(String(line.row), language)}</td>
              <td>
                <bdi>{localDigits(line.itemCode, language)}</bdi> {line.itemName}
                {line.description && <span className="invoice-line-note">{line.description}</span>}
              </td>
              <td>
                <bdi>{decimalText(line.quantity, language)}</bdi> <bdi>{line.unit}</bdi>
                {(line.returnedQuantity > 0 || line.deliveredQuantity > 0) && (
                  <span className="invoice-line-note" data-testid="invoice-line-progress">
                    {[
                      line.deliveredQuantity > 0 &&
                        t('WEB_INVOICE_LINE_DELIVERED', { quantity: decimalText(line.deliveredQuantity, language) }),
                      line.returnedQuantity > 0 &&
                        t('WEB_INVOICE_LINE_RETURNED', { quantity: decimalText(line.returnedQuantity, language) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                )}
              </td>
              <td className="is-numeric">{money(line.unitPrice)}</td>
              <td className="is-numeric">{money(line.discount)}</td>
              <td className="is-numeric">
                {money(line.vat)}{' '}
                <small>{t('WEB_INVOICE_VAT_RATE', { rate: localDigits(String(line.vatRate), language) })}</small>
              </td>
              <td className="is-numeric">{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /invoices/{kind}/{id}: the header, lines, totals, status, payments, actions and the voucher in the journal. */
export function InvoiceView({ invoice, companyId, unit }: { invoice: Invoice; companyId: number; unit: AmountUnit }) {
  const t = useT();
  const { language } = useLanguage();
  const mayWrite = useRoleMay(companyId, 'invoices', 'write');
  const date = (iso: string | null) => (iso ? formatDate(iso, language) : '—');
  const facts: [string, ReactNode, string][] = [
    ['WEB_INVOICE_NUMBER', <bdi key="n">{invoiceNumberText(invoice, t, language)}</bdi>, 'number'],
    ['WEB_INVOICE_KIND', t(invoiceKindKeys[invoice.kind]), 'kind'],
    [
      invoice.kind === 'PURCHASE' ? 'WEB_INVOICE_SUPPLIER' : 'WEB_INVOICE_CUSTOMER',
      <Link key="p" to={`/stakeholders/${invoice.stakeholderId}`}>
        <bdi>{localDigits(invoice.stakeholderCode, language)}</bdi> {invoice.stakeholderName}
      </Link>,
      'party',
    ],
    ['WEB_INVOICE_ISSUE_DATE', date(invoice.issueDate), 'issue-date'],
    ['WEB_INVOICE_DUE_DATE', date(invoice.dueDate), 'due-date'],
  ];
  // An estimate names the invoice it became; that invoice names its estimate.
  const related =
    invoice.convertedInvoiceId !== null
      ? { key: 'WEB_ESTIMATE_BECAME', to: `/invoices/sell/${invoice.convertedInvoiceId}` }
      : invoice.sourceInvoiceId !== null
        ? { key: 'WEB_INVOICE_FROM_ESTIMATE', to: `/invoices/${kindPath('ESTIMATE')}/${invoice.sourceInvoiceId}` }
        : null;
  if (invoice.recurringTemplateId !== null) {
    facts.push([
      'WEB_RECURRING_MADE_BY',
      <Link key="t" to={`/invoices/sell/${invoice.recurringTemplateId}`} data-testid="invoice-template-link">
        {t('WEB_RECURRING_OPEN_TEMPLATE')}
      </Link>,
      'template',
    ]);
  }
  if (related) {
    facts.push([
      related.key,
      <Link key="r" to={related.to} data-testid="invoice-related-link">
        {t('WEB_INVOICE_OPEN')}
      </Link>,
      'related',
    ]);
  }
  return (
    <div className="invoice-view" data-testid="invoice-view">
      <header className="spread-row">
        <div className="heading-row">
          <InvoiceStatusBadge status={invoice.status} />
          {invoice.recurringTemplateId !== null && <RepeatsMarker templateId={invoice.recurringTemplateId} />}
          <VoucherLink voucherId={invoice.voucherId} label={t('WEB_INVOICE_VOUCHER')} testId="invoice-voucher" />
        </div>
        <InvoiceActions invoice={invoice} companyId={companyId} mayWrite={mayWrite} />
      </header>
      <div className="invoice-view-grid">
        <InvoiceCard title={t('WEB_INVOICE_SECTION_PARTY')}>
          <FactList facts={facts} className="invoice-facts" testIdPrefix="invoice-fact" />
          {invoice.notes && <p className="invoice-notes">{invoice.notes}</p>}
        </InvoiceCard>
        <InvoiceTotalsPanel
          totals={{
            ...invoice,
            gross: invoice.subtotal + invoice.lineDiscounts,
            // An estimate is owed by no one: no paid or balance rows.
            ...(invoice.kind === 'ESTIMATE' ? { paid: undefined, balanceDue: undefined } : {}),
          }}
          unit={unit}
        />
      </div>
      <InvoiceCard title={t('WEB_INVOICE_LINES')}>
        <LinesTable invoice={invoice} unit={unit} />
      </InvoiceCard>
      <EinvoiceCard invoice={invoice} companyId={companyId} mayWrite={mayWrite} />
      <RecurringPanel invoice={invoice} companyId={companyId} unit={unit} mayWrite={mayWrite} />
      {invoice.kind !== 'ESTIMATE' && (
        <InvoicePayments invoice={invoice} companyId={companyId} unit={unit} mayWrite={mayWrite} />
      )}
      <InvoiceReturns invoice={invoice} unit={unit} />
      <InvoiceDeliveries invoice={invoice} />
    </div>
  );
}
