import type { invoiceListTotalsSchema } from '@daftar/contracts/endpoints/invoice-list-schemas';
import type { z } from 'zod';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { type AmountUnit, amountUnitKeys, formatAmount } from '../../lib/format/format-amount.ts';
import { ListTotals } from '../../ui/list/list-totals.tsx';

type InvoiceTotals = z.infer<typeof invoiceListTotalsSchema>;

/** The sums of every invoice the search and filters match (all pages), in the company's unit. */
export function InvoiceListTotals({ totals, unit }: { totals: InvoiceTotals; unit: AmountUnit }) {
  const t = useT();
  const { language } = useLanguage();
  const figures: [key: string, value: number, id: string][] = [
    ['WEB_INVOICE_TOTAL', totals.grandTotal, 'grand-total'],
    ['WEB_INVOICE_VAT_TOTAL', totals.vatTotal, 'vat-total'],
    ['WEB_INVOICE_PAID', totals.paid, 'paid'],
    ['WEB_INVOICE_BALANCE_DUE', totals.balanceDue, 'balance-due'],
  ];
  return (
    <ListTotals
      label={t('WEB_INVOICES_TOTALS')}
      testId="invoice-list-totals"
      className="invoice-list-totals"
      figures={figures.map(([key, value, id]) => ({
        label: t(key),
        value: (
          <>
            {formatAmount(value, language, unit)} <small>{t(amountUnitKeys[unit])}</small>
          </>
        ),
        testId: `invoice-totals-${id}`,
      }))}
    />
  );
}
