import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { type VoucherLineDraft, voucherTotals } from './voucher-form-values.ts';

/** The lines' debit and credit totals and their difference, live as amounts are typed; red until they balance. */
export function VoucherTotalsBar({ lines, error }: { lines: readonly VoucherLineDraft[]; error?: string }) {
  const t = useT();
  const { language } = useLanguage();
  const totals = voucherTotals(lines);
  const balanced = totals.difference === 0;
  return (
    <div className="voucher-totals" aria-live="polite" data-testid="voucher-totals">
      <dl>
        <div>
          <dt className="totals-strip-label">{t('WEB_VOUCHER_DEBIT')}</dt>
          <dd className="totals-strip-value" data-testid="voucher-total-debit">
            {formatAmount(totals.debit, language)}
          </dd>
        </div>
        <div>
          <dt className="totals-strip-label">{t('WEB_VOUCHER_CREDIT')}</dt>
          <dd className="totals-strip-value" data-testid="voucher-total-credit">
            {formatAmount(totals.credit, language)}
          </dd>
        </div>
        <div className={balanced ? 'voucher-balanced' : 'voucher-unbalanced'}>
          <dt className="totals-strip-label">{t('WEB_VOUCHER_DIFFERENCE')}</dt>
          <dd className="totals-strip-value" data-testid="voucher-difference">
            {balanced ? t('WEB_VOUCHER_BALANCED') : formatAmount(Math.abs(totals.difference), language)}
          </dd>
        </div>
      </dl>
      {error && (
        <p className="field-error" role="alert" data-testid="voucher-lines-error">
          {error}
        </p>
      )}
    </div>
  );
}
