import { savedAccountInputSchema } from '@daftar/contracts/endpoints/banking-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { apiFieldErrors, checkInput, type FieldErrors } from '../../lib/forms/field-errors.ts';
import { localDigits, toLatinDigits } from '../../lib/format/digits.ts';
import { Button } from '../../ui/button.tsx';
import { DraftOffer } from '../../ui/fields/draft-offer.tsx';
import { SegmentedField } from '../../ui/fields/segmented-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { useDraftState } from '../../ui/fields/use-draft-state.ts';
import { notify } from '../../ui/toast/notify.tsx';
import { Typography } from '../../ui/typography.tsx';
import { refreshBank, savedAccountsQuery } from './api.ts';
import { BankFailure } from './bank-failure.tsx';
import { createSavedAccount, removeSavedAccount } from './banking-client.ts';
import './bank.css';

type Kind = 'IBAN' | 'CARD';

/** Saved destinations (name, IBAN or card, the bank its prefix names), adding one and forgetting one. */
export function SavedAccountsScreen() {
  const t = useT();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const { data, error } = useQuery(savedAccountsQuery);
  const [values, setValues, draft] = useDraftState<{ name: string; kind: Kind; value: string }>(
    { name: '', kind: 'IBAN', value: '' },
    { form: 'bank-saved-account', recordId: null },
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useMutation({
    mutationFn: (input: typeof values) => createSavedAccount(apiClient, input),
    onSuccess: async () => {
      await refreshBank(queryClient);
      // The form stays for the next one: what was added is done with, and an empty form is the new start.
      const next = { ...values, name: '', value: '' };
      draft.savedAs(next);
      setValues(next);
      notify.success('WEB_BANK_SAVED_ACCOUNT_ADDED');
    },
    onError: (failure) => {
      const found = apiFieldErrors(failure);
      if (found) setErrors(found);
      else notify.error(failure);
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => removeSavedAccount(apiClient, id),
    onSuccess: () => refreshBank(queryClient),
    onError: (failure) => notify.error(failure),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { ...values, value: toLatinDigits(values.value) };
    const checked = checkInput(savedAccountInputSchema, input);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    add.mutate(input);
  }
  if (error) return <BankFailure error={error} />;
  return (
    <>
      <ul className="bank-grid" data-testid="saved-accounts">
        {data?.map((account) => (
          <li key={account.id} className="page-card" data-testid="saved-account">
            <Typography variant="title">{account.name}</Typography>
            <span className="bank-muted">{t(`WEB_BANK_NAME_${account.bank}`)}</span>
            <span className="bank-ltr">{localDigits(account.value, language)}</span>
            <Button variant="text" size="sm" onClick={() => remove.mutate(account.id)}>
              {t('WEB_BANK_REMOVE')}
            </Button>
          </li>
        ))}
      </ul>
      <form className="page-card bank-form" onSubmit={submit} noValidate>
        <Typography variant="title">{t('WEB_BANK_ADD_SAVED_ACCOUNT')}</Typography>
        <DraftOffer draft={draft} />
        <TextField
          label={t('WEB_BANK_ACCOUNT_NAME')}
          value={values.name}
          onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
          error={errors.name ? t(errors.name) : undefined}
          data-testid="saved-name"
        />
        <SegmentedField<Kind>
          legend={t('WEB_BANK_ACCOUNT_KIND')}
          name="saved-kind"
          value={values.kind}
          options={[
            { value: 'IBAN', label: t('WEB_BANK_IBAN') },
            { value: 'CARD', label: t('WEB_BANK_CARD_NUMBER') },
          ]}
          onChange={(kind) => setValues((current) => ({ ...current, kind }))}
        />
        <TextField
          label={t(values.kind === 'IBAN' ? 'WEB_BANK_IBAN' : 'WEB_BANK_CARD_NUMBER')}
          value={values.value}
          onChange={(event) => setValues((current) => ({ ...current, value: event.target.value }))}
          error={errors.value ? t(errors.value) : undefined}
          dir="ltr"
          placeholder={values.kind === 'IBAN' ? 'IR…' : '6037 …'}
          data-testid="saved-value"
        />
        <Button type="submit" loading={add.isPending} data-testid="saved-add">
          {t('WEB_BANK_SAVE_ACCOUNT')}
        </Button>
      </form>
    </>
  );
}
