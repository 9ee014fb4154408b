import type { Invoice } from '@daftar/contracts/endpoints/invoices-schemas';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { type AmountUnit, formatAmount } from '../../lib/format/format-amount.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { Link } from 'react-router';
import { InvoiceCard, VoucherLink } from './invoice-card.tsx';
import { decimalText } from './invoice-form-values.ts';
import { kindPath } from './invoice-status.tsx';

/** The A4 printout of one of the invoice's returns or delivery notes (print/document-print-screen.tsx). */
function PrintLink({ invoice, document, id }: { invoice: Invoice; document: 'return' | 'delivery'; id: number }) {
  const t = useT();
  return (
    <Link
      to={`/invoices/${kindPath(invoice.kind)}/print/${invoice.id}/${document}/${id}`}
      data-testid={`${document}-print`}
    >
      {t('WEB_PRINT_DOCUMENT_LINK')}
    </Link>
  );
}

/** "2 × چای سبز، 1 × نصب": what a return or a delivery note holds, by the invoice's item names. */
function linesText(invoice: Invoice, lines: { invoiceLineId: number; quantity: number }[], language: 'fa' | 'en') {
  const names = new Map(invoice.lines.map((line) => [line.id, line.itemName]));
  return lines
    .map((line) => `${decimalText(line.quantity, language)} × ${names.get(line.invoiceLineId) ?? ''}`)
    .join(language === 'fa' ? '، ' : ', ');
}

/** The invoice's returns (number, date, what came back, the total given back, the voucher); nothing when none. */
export function InvoiceReturns({ invoice, unit }: { invoice: Invoice; unit: AmountUnit }) {
  const t = useT();
  const { language } = useLanguage();
  if (invoice.returns.length === 0) return null;
  return (
    <InvoiceCard title={t('WEB_INVOICE_RETURNS')} testId="invoice-returns">
      <ul className="invoice-payment-list">
        {invoice.returns.map((back) => (
          <li key={back.id} data-testid="invoice-return">
            <span>{t('WEB_RETURN_NUMBER', { number: localDigits(String(back.number), language) })}</span>
            <span>{formatDate(back.date, language)}</span>
            <span className="invoice-payment-reference">{linesText(invoice, back.lines, language)}</span>
            <span className="is-numeric" data-testid="invoice-return-total">
              {formatAmount(back.total, language, unit)}
            </span>
            <VoucherLink voucherId={back.voucherId} label={t('WEB_PAYMENT_VOUCHER')} testId="return-voucher" />
            <PrintLink invoice={invoice} document="return" id={back.id} />
          </li>
        ))}
      </ul>
    </InvoiceCard>
  );
}

/** The sale's delivery notes (number, date, what was handed over); nothing when none. */
export function InvoiceDeliveries({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const { language } = useLanguage();
  if (invoice.deliveries.length === 0) return null;
  return (
    <InvoiceCard title={t('WEB_INVOICE_DELIVERIES')} testId="invoice-deliveries">
      <ul className="invoice-payment-list">
        {invoice.deliveries.map((note) => (
          <li key={note.id} data-testid="invoice-delivery">
            <span>{t('WEB_DELIVERY_NUMBER', { number: localDigits(String(note.number), language) })}</span>
            <span>{formatDate(note.date, language)}</span>
            <span className="invoice-payment-reference">{linesText(invoice, note.lines, language)}</span>
            {note.notes && <span>{note.notes}</span>}
            <PrintLink invoice={invoice} document="delivery" id={note.id} />
          </li>
        ))}
      </ul>
    </InvoiceCard>
  );
}
