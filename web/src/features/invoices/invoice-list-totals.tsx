import type { invoiceListTotalsSchema } from '@daftar/contracts/endpoints/invoice-list-schemas';
import type { z } from 'zod';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { type AmountUnit, amountUnitKeys, formatAmount } from '../../lib/format/format-amount.ts';

type ListTotals = z.infer<typeof invoiceListTotalsSchema>;

/** The sums of every invoice the search and filters match (all pages), in the company's unit. */
export function InvoiceListTotals({ totals, unit }: { totals: ListTotals; unit: AmountUnit }) {
  const t = useT();
  const { language } = useLanguage();
  const figures: [key: string, value: number, id: string][] = [
    ['WEB_INVOICE_TOTAL', totals.grandTotal, 'grand-total'],
    ['WEB_INVOICE_VAT_TOTAL', totals.vatTotal, 'vat-total'],
    ['WEB_INVOICE_PAID', totals.paid, 'paid'],
    ['WEB_INVOICE_BALANCE_DUE', totals.balanceDue, 'balance-due'],
  ];
  return (
    <section className="invoice-list-totals" aria-label={t('WEB_INVOICES_TOTALS')} data-testid="invoice-list-totals">
      {figures.map(([key, value, id]) => (
        <div key={id}>
          <span className="invoice-list-totals-label">{t(key)}</span>
          <span className="invoice-list-totals-value" data-testid={`invoice-totals-${id}`}>
            {formatAmount(value, language, unit)} <small>{t(amountUnitKeys[unit])}</small>
          </span>
        </div>
      ))}
    </section>
  );
}
