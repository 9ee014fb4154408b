import { billInputSchema } from '@daftar/contracts/endpoints/banking-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { apiFieldErrors, checkInput, type FieldErrors } from '../../lib/forms/field-errors.ts';
import { localDigits, toLatinDigits } from '../../lib/format/digits.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { SegmentedField } from '../../ui/fields/segmented-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import { Typography } from '../../ui/typography.tsx';
import { billsQuery, refreshBank } from './api.ts';
import { BankFailure } from './bank-failure.tsx';
import { createBill } from './banking-client.ts';
import { Money } from './money.tsx';
import './bank.css';

/** A bill by its two numbers; their check digits are checked here as the bank checks them. */
function AddBillForm() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ billId: '', paymentId: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useMutation({
    mutationFn: (input: { billId: string; paymentId: string }) => createBill(apiClient, input),
    onSuccess: async (bill) => {
      await refreshBank(queryClient);
      navigate(`/banking/bills/${bill.id}`);
    },
    onError: (failure) => {
      const found = apiFieldErrors(failure);
      if (found) setErrors(found);
      else notify.error(failure);
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { billId: toLatinDigits(values.billId).trim(), paymentId: toLatinDigits(values.paymentId).trim() };
    const checked = checkInput(billInputSchema, input);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    add.mutate(input);
  }
  const field = (name: 'billId' | 'paymentId', label: string) => (
    <TextField
      label={t(label)}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={errors[name] ? t(errors[name]) : undefined}
      inputMode="numeric"
      dir="ltr"
      data-testid={`bill-${name === 'billId' ? 'id' : 'payment-id'}`}
    />
  );
  return (
    <form className="page-card bank-form" onSubmit={submit} noValidate>
      <Typography variant="title">{t('WEB_BANK_ADD_BILL')}</Typography>
      {field('billId', 'WEB_BANK_BILL_ID')}
      {field('paymentId', 'WEB_BANK_PAYMENT_ID')}
      <Button type="submit" loading={add.isPending} data-testid="bill-add">
        {t('WEB_BANK_INQUIRE_BILL')}
      </Button>
    </form>
  );
}

const shows = ['ALL', 'UNPAID', 'PAID'] as const;
type Show = (typeof shows)[number];
const showOf = (value: string | null): Show => shows.find((show) => show === value?.toUpperCase()) ?? 'ALL';

/**
 * The bills: unpaid first with their due dates, each opening its page to pay it, what the unpaid ones come to, a
 * choice of all, unpaid or paid (kept in the URL, `?show=`); and a form to add one.
 */
export function BillsScreen() {
  const t = useT();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const show = showOf(params.get('show'));
  const { data, error } = useQuery(billsQuery);
  if (error) return <BankFailure error={error} />;
  const unpaid = (data ?? []).filter((bill) => !bill.paidAt);
  const shown = (data ?? []).filter((bill) => show === 'ALL' || (show === 'PAID') === Boolean(bill.paidAt));
  return (
    <>
      <section className="page-card bank-row" data-testid="bills-summary">
        <span>
          {t('WEB_BANK_BILLS_UNPAID', { count: localDigits(String(unpaid.length), language) })}{' '}
          <Money rials={unpaid.reduce((sum, bill) => sum + bill.amount, 0)} testId="bills-unpaid-total" />
        </span>
        <div className="bank-push">
          <SegmentedField
            legend={t('WEB_BANK_BILLS_SHOW')}
            name="bills-show"
            value={show}
            options={shows.map((value) => ({ value, label: t(`WEB_BANK_BILLS_SHOW_${value}`) }))}
            onChange={(next) => setParams(next === 'ALL' ? {} : { show: next.toLowerCase() }, { replace: true })}
            testId="bills-show"
          />
        </div>
      </section>
      <ul className="bank-grid" data-testid="bills">
        {shown.map((bill) => (
          <li key={bill.id} className="page-card" data-testid="bill">
            <Typography variant="title">
              <Link to={`/banking/bills/${bill.id}`}>{bill.title}</Link>
            </Typography>
            <span className="bank-muted">{t(`WEB_BANK_BILL_TYPE_${bill.type}`)}</span>
            <span className="bank-big">
              <Money rials={bill.amount} />
            </span>
            <span className={bill.paidAt ? 'bank-in' : 'bank-muted'}>
              {bill.paidAt
                ? t('WEB_BANK_BILL_PAID_ON', { date: formatDate(bill.paidAt, language) })
                : t('WEB_BANK_BILL_DUE_ON', { date: formatDate(`${bill.dueOn}T12:00:00Z`, language) })}
            </span>
          </li>
        ))}
      </ul>
      <AddBillForm />
    </>
  );
}
