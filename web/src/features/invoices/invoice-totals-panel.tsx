import type { InvoiceTotals } from '@daftar/contracts/invoices/totals';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { type AmountUnit, amountUnitKeys, formatAmount } from '../../lib/format/format-amount.ts';
import { groupAmountText } from '../../lib/format/parse-amount.ts';

type Adjustment = 'discount' | 'shipping' | 'otherAdditions';

export interface InvoiceTotalsPanelProps {
  /** What the shared totals module answers (the editor's live figures, or a saved invoice's). */
  totals: Pick<
    InvoiceTotals,
    'gross' | 'lineDiscounts' | 'vatTotal' | 'discount' | 'shipping' | 'otherAdditions' | 'grandTotal'
  > & { paid?: number | undefined; returned?: number | undefined; balanceDue?: number | undefined };
  unit: AmountUnit;
  /** The editor's invoice discount and additions as typed (Rials); without them the panel only shows figures. */
  inputs?: Record<Adjustment, string>;
  onInput?(field: Adjustment, text: string): void;
  errors?: Partial<Record<Adjustment, string | undefined>>;
}

const adjustments: [Adjustment, string][] = [
  ['discount', 'WEB_INVOICE_INVOICE_DISCOUNT'],
  ['shipping', 'WEB_INVOICE_SHIPPING'],
  ['otherAdditions', 'WEB_INVOICE_OTHER_ADDITIONS'],
];

/**
 * An invoice's figures, top to bottom: the lines' sum, their discounts and VAT, the invoice discount and additions
 * (typed in the editor), the total, and on a saved invoice what came back, what is paid and the balance due (a
 * negative balance, after a return of what was paid, is shown as the party's credit).
 */
export function InvoiceTotalsPanel({ totals, unit, inputs, onInput, errors = {} }: InvoiceTotalsPanelProps) {
  const t = useT();
  const { language } = useLanguage();
  const money = (rials: number) => formatAmount(rials, language, unit);
  const row = (key: string, rials: number, id: string, strong = false) => (
    <div className={`invoice-total-row${strong ? ' is-total' : ''}`} key={id}>
      <dt>{t(key)}</dt>
      <dd data-testid={`invoice-${id}`}>{money(rials)}</dd>
    </div>
  );
  return (
    <section className="surface-box invoice-totals" aria-label={t('WEB_INVOICE_TOTAL')} data-testid="invoice-totals">
      <dl>
        {row('WEB_INVOICE_SUBTOTAL', totals.gross, 'gross')}
        {totals.lineDiscounts > 0 && row('WEB_INVOICE_LINE_DISCOUNTS', totals.lineDiscounts, 'line-discounts')}
        {row('WEB_INVOICE_VAT_TOTAL', totals.vatTotal, 'vat-total')}
        {adjustments.map(([field, key]) =>
          inputs ? (
            <div className={`invoice-total-row${errors[field] ? ' field-invalid' : ''}`} key={field}>
              <dt>
                <label htmlFor={`invoice-${field}`}>{t(key)}</label>
              </dt>
              <dd>
                <input
                  id={`invoice-${field}`}
                  className="field-control invoice-number-input"
                  inputMode="numeric"
                  autoComplete="off"
                  aria-invalid={errors[field] ? true : undefined}
                  value={inputs[field]}
                  onChange={(event) => onInput?.(field, groupAmountText(event.target.value, language))}
                  data-testid={`invoice-input-${field}`}
                />
                {errors[field] && (
                  <span className="field-error" role="alert">
                    {errors[field]}
                  </span>
                )}
              </dd>
            </div>
          ) : (
            totals[field] > 0 && row(key, totals[field], field)
          ),
        )}
        {row('WEB_INVOICE_GRAND_TOTAL', totals.grandTotal, 'grand-total', true)}
        {totals.returned ? row('WEB_INVOICE_RETURNED', totals.returned, 'returned') : null}
        {totals.paid !== undefined && row('WEB_INVOICE_PAID', totals.paid, 'paid')}
        {totals.balanceDue !== undefined &&
          (totals.balanceDue < 0
            ? row('WEB_INVOICE_PARTY_CREDIT', -totals.balanceDue, 'balance-due', true)
            : row('WEB_INVOICE_BALANCE_DUE', totals.balanceDue, 'balance-due', true))}
      </dl>
      <p className="invoice-unit">{t(amountUnitKeys[unit])}</p>
    </section>
  );
}
