import type { ReactNode } from 'react';
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
        <TotalsFigure label={t('WEB_VOUCHER_DEBIT')} testId="voucher-total-debit">
          {formatAmount(totals.debit, language)}
        </TotalsFigure>
        <TotalsFigure label={t('WEB_VOUCHER_CREDIT')} testId="voucher-total-credit">
          {formatAmount(totals.credit, language)}
        </TotalsFigure>
        <TotalsFigure
          label={t('WEB_VOUCHER_DIFFERENCE')}
          testId="voucher-difference"
          className={balanced ? 'voucher-balanced' : 'voucher-unbalanced'}
        >
          {balanced ? t('WEB_VOUCHER_BALANCED') : formatAmount(Math.abs(totals.difference), language)}
        </TotalsFigure>
      </dl>
      {error && (
        <p className="field-error" role="alert" data-testid="voucher-lines-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** One figure of the strip: its name over its value. */
function TotalsFigure({
  label,
  testId,
  className,
  children,
}: {
  label: string;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="totals-strip-label">{label}</dt>
      <dd className="totals-strip-value" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
