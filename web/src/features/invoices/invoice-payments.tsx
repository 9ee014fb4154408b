import type { InvoicePayment } from '@daftar/contracts/endpoints/invoices-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/modal/confirm-dialog.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import { removeInvoicePaymentMutation } from './api.ts';
import { InvoiceCard, type InvoicePanelProps, VoucherLink } from './invoice-card.tsx';

export const paymentMethodKeys: Record<InvoicePayment['method'], string> = {
  CASH: 'WEB_PAYMENT_METHOD_CASH',
  BANK: 'WEB_PAYMENT_METHOD_BANK',
  CARD: 'WEB_PAYMENT_METHOD_CARD',
  CHEQUE: 'WEB_PAYMENT_METHOD_CHEQUE',
};

/**
 * The invoice's payments, newest last, each with its voucher and, for a role that may write, a remove (after a
 * confirmation).
 */
export function InvoicePayments({ invoice, companyId, unit, mayWrite }: InvoicePanelProps) {
  const t = useT();
  const { language } = useLanguage();
  const [removing, setRemoving] = useState<InvoicePayment | null>(null);
  const remove = useMutation(removeInvoicePaymentMutation(useQueryClient(), companyId, invoice.id));
  const removable = mayWrite && invoice.status !== 'CANCELLED';

  function confirmRemove(payment: InvoicePayment) {
    remove.mutate(payment.id, {
      onSuccess: () => void notify.success('WEB_PAYMENT_REMOVED'),
      onError: (error) => void notify.error(error),
      onSettled: () => setRemoving(null),
    });
  }

  return (
    <InvoiceCard title={t('WEB_INVOICE_PAYMENTS')} testId="invoice-payments">
      {invoice.payments.length === 0 ? (
        <p className="invoice-muted">{t('WEB_INVOICE_NO_PAYMENTS')}</p>
      ) : (
        <ul className="invoice-payment-list">
          {invoice.payments.map((payment) => (
            <li key={payment.id} data-testid="invoice-payment">
              <span>{formatDate(payment.date, language)}</span>
              <span>{t(paymentMethodKeys[payment.method])}</span>
              <span className="invoice-payment-reference" data-testid="invoice-payment-method">
                {payment.paymentMethodName && <bdi>{payment.paymentMethodName}</bdi>}
                {payment.paymentMethodName && payment.reference && ' · '}
                {payment.reference && <bdi>{localDigits(payment.reference, language)}</bdi>}
              </span>
              <span className="is-numeric" data-testid="invoice-payment-amount">
                {formatAmount(payment.amount, language, unit)}
              </span>
              <VoucherLink voucherId={payment.voucherId} label={t('WEB_PAYMENT_VOUCHER')} testId="payment-voucher" />
              {removable && (
                <Button
                  variant="text"
                  size="sm"
                  onClick={() => setRemoving(payment)}
                  data-testid="invoice-payment-remove"
                >
                  {t('WEB_PAYMENT_REMOVE')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('WEB_PAYMENT_REMOVE_TITLE')}
        confirmLabel={t('WEB_PAYMENT_REMOVE')}
        busy={remove.isPending}
        onConfirm={() => removing && confirmRemove(removing)}
        onCancel={() => setRemoving(null)}
      >
        <p>{t('WEB_PAYMENT_REMOVE_BODY')}</p>
      </ConfirmDialog>
    </InvoiceCard>
  );
}
