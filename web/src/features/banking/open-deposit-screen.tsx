import { openDepositInputSchema } from '@daftar/contracts/endpoints/banking-schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { checkInput } from '../../lib/forms/field-errors.ts';
import { parseAmount } from '../../lib/format/parse-amount.ts';
import { AmountField } from '../../ui/fields/amount-field.tsx';
import { FormFooter } from '../../ui/fields/form-footer.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { DraftOffer } from '../../ui/fields/draft-offer.tsx';
import { useDraftState } from '../../ui/fields/use-draft-state.ts';
import { useFormSubmit } from '../../ui/fields/use-form-submit.ts';
import { depositsQuery, refreshBank } from './api.ts';
import { openDeposit } from './banking-client.ts';
import { useMoneyText } from './money.tsx';
import './bank.css';

const types = ['SHORT_TERM', 'LONG_TERM', 'SAVINGS'] as const;

/** /banking/open-deposit: a new deposit, its opening amount moved from one of the user's deposits. */
export function OpenDepositScreen() {
  const t = useT();
  const money = useMoneyText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deposits = useQuery(depositsQuery).data ?? [];
  const [values, setValues, draft] = useDraftState(
    { type: 'SHORT_TERM', title: '', sourceDepositId: '', amount: '' },
    { form: 'open-deposit', recordId: null },
  );
  const set = (field: keyof typeof values, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const source = values.sourceDepositId || deposits[0]?.id || '';
  const form = useFormSubmit({
    check: () =>
      checkInput(openDepositInputSchema, {
        type: values.type as (typeof types)[number],
        title: values.title,
        sourceDepositId: source,
        amount: parseAmount(values.amount) ?? Number.NaN,
      }),
    send: async (input) => {
      const opened = await openDeposit(apiClient, input);
      await refreshBank(queryClient);
      navigate(`/banking/deposits/${opened.id}`);
    },
    draft,
  });
  const errorOf = (field: string) => (form.errors[field] ? t(form.errors[field]) : undefined);
  return (
    <form
      ref={form.formRef}
      className="page-card bank-form"
      onSubmit={form.submit}
      noValidate
      data-testid="open-deposit"
    >
      <DraftOffer draft={draft} />
      <SelectField
        label={t('WEB_BANK_DEPOSIT_TYPE')}
        value={values.type}
        onChange={(event) => set('type', event.target.value)}
        options={types.map((type) => ({ value: type, label: t(`WEB_BANK_DEPOSIT_TYPE_${type}`) }))}
        error={errorOf('type')}
        data-testid="open-deposit-type"
      />
      <TextField
        label={t('WEB_BANK_DEPOSIT_TITLE')}
        value={values.title}
        onChange={(event) => set('title', event.target.value)}
        error={errorOf('title')}
        data-testid="open-deposit-title"
      />
      <SelectField
        label={t('WEB_BANK_FUND_FROM')}
        value={source}
        onChange={(event) => set('sourceDepositId', event.target.value)}
        options={deposits.map((deposit) => ({
          value: deposit.id,
          label: `${deposit.title} — ${money(deposit.balance)}`,
        }))}
        error={errorOf('sourceDepositId')}
      />
      <AmountField
        label={t('WEB_BANK_OPENING_AMOUNT')}
        value={values.amount}
        onChange={(text) => set('amount', text)}
        unit={t('WEB_CURRENCY_RIAL')}
        error={errorOf('amount')}
        data-testid="open-deposit-amount"
      />
      <FormFooter state={form} cancelTo="/banking/dashboard/deposits" saveLabel={t('WEB_BANK_OPEN_DEPOSIT')} />
    </form>
  );
}
