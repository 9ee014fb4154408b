import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { Typography } from '../../ui/typography.tsx';
import { useErrorText } from '../../ui/use-error-text.ts';
import { depositsQuery, getBillQuery, refreshBank } from './api.ts';
import { BankFailure } from './bank-failure.tsx';
import { payBill } from './banking-client.ts';
import { Money, useMoneyText } from './money.tsx';
import './bank.css';

/** /banking/bills/{id}: the bill's numbers and amount, and paying it from a deposit (then a link to the receipt). */
export function BillScreen() {
  const t = useT();
  const { language } = useLanguage();
  const money = useMoneyText();
  const errorText = useErrorText();
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const { data: bill, error } = useQuery({ ...getBillQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const deposits = useQuery(depositsQuery);
  const [depositId, setDepositId] = useState('');
  const pay = useMutation({
    mutationFn: (from: string) => payBill(apiClient, id, from),
    onSuccess: () => refreshBank(queryClient),
  });
  if (error) return <BankFailure error={error} />;
  if (!bill) return <Typography muted>{t('WEB_LOADING')}</Typography>;
  const chosen = depositId || deposits.data?.[0]?.id || '';
  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen) pay.mutate(chosen);
  }
  return (
    <section className="page-card">
      <Typography variant="h3" as="h2">
        {bill.title}
      </Typography>
      <dl className="bank-summary">
        <dt>{t('WEB_BANK_BILL_TYPE')}</dt>
        <dd>{t(`WEB_BANK_BILL_TYPE_${bill.type}`)}</dd>
        <dt>{t('WEB_BANK_BILL_ID')}</dt>
        <dd className="bank-ltr">{localDigits(bill.billId, language)}</dd>
        <dt>{t('WEB_BANK_PAYMENT_ID')}</dt>
        <dd className="bank-ltr">{localDigits(bill.paymentId, language)}</dd>
        <dt>{t('WEB_BANK_AMOUNT')}</dt>
        <dd className="bank-big">
          <Money rials={bill.amount} testId="bill-amount" />
        </dd>
        <dt>{t('WEB_BANK_DUE')}</dt>
        <dd>{formatDate(`${bill.dueOn}T12:00:00Z`, language, { style: 'long' })}</dd>
      </dl>
      {bill.paidAt ? (
        <p className="bank-notice" role="status" data-testid="bill-paid">
          {t('WEB_BANK_BILL_PAID_ON', { date: formatDate(bill.paidAt, language, { withTime: true }) })}{' '}
          {bill.transactionId && (
            <Link to={`/banking/transactions/${bill.transactionId}`}>{t('WEB_BANK_SEE_RECEIPT')}</Link>
          )}
        </p>
      ) : (
        <form className="bank-form" onSubmit={submit} noValidate>
          <SelectField
            label={t('WEB_BANK_PAY_FROM')}
            value={chosen}
            onChange={(event) => setDepositId(event.target.value)}
            options={(deposits.data ?? []).map((deposit) => ({
              value: deposit.id,
              label: `${deposit.title} — ${money(deposit.balance)}`,
            }))}
            error={pay.error ? errorText(pay.error) : undefined}
            data-testid="bill-pay-from"
          />
          <Button type="submit" loading={pay.isPending} disabled={!chosen} data-testid="bill-pay">
            {t('WEB_BANK_PAY_AMOUNT', { amount: money(bill.amount) })}
          </Button>
        </form>
      )}
    </section>
  );
}
