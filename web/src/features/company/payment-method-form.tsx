import type { PaymentMethodChoices, PaymentMethodInput } from '@daftar/contracts/endpoints/payment-methods';
import type { ReactNode } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { CheckboxField } from '../../ui/fields/checkbox-field.tsx';
import { useFieldBinder } from '../../ui/fields/field-binder.ts';
import { DraftForm } from '../../ui/fields/draft-form.tsx';
import { FormFooter } from '../../ui/fields/form-footer.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { type DraftPlace, useDraftState } from '../../ui/fields/use-draft-state.ts';
import { useFormSubmit } from '../../ui/fields/use-form-submit.ts';
import { accountLabel } from './payment-method-columns.tsx';
import { paymentMethodKindKeys } from './payment-method-kind.ts';
import { type PaymentMethodValues, paymentMethodErrorFields, validatePaymentMethod } from './payment-method-values.ts';
import { FormError } from '../../ui/fields/form-error.tsx';

export interface PaymentMethodFormProps {
  initial: PaymentMethodValues;
  /** Where its draft is kept: `payment-method` and the method edited (null for a new one). */
  draft: DraftPlace;
  choices: PaymentMethodChoices;
  onSubmit(input: PaymentMethodInput): Promise<void>;
  /** Beside Save (the edit form's delete). */
  extraActions?: ReactNode;
}

/**
 * A payment method: its name and kind, the moein account under cash and banks it posts to and, optionally, the
 * treasury place (cash box, bank account, petty cash) on it; whether it is active and the default of its kind.
 */
export function PaymentMethodForm({ initial, draft: place, choices, onSubmit, extraActions }: PaymentMethodFormProps) {
  const t = useT();
  const { language } = useLanguage();
  const [values, setValues, draft] = useDraftState(initial, place);
  const form = useFormSubmit({
    check: () => validatePaymentMethod(values),
    send: onSubmit,
    errorFields: paymentMethodErrorFields,
    draft,
  });
  const { set, errorOf, bind } = useFieldBinder({
    values,
    setValues,
    errors: form.errors,
    testIdPrefix: 'payment-method',
  });
  const select = (field: 'kind' | 'accountId' | 'tafsiliId') => ({
    name: field,
    value: values[field],
    error: errorOf(field),
    'data-testid': `payment-method-${field}`,
  });
  return (
    <DraftForm form={form} draft={draft} className="page-card wide" testId="payment-method-form">
      <div className="form-grid">
        <TextField label={t('WEB_PAYMENT_METHOD_NAME')} {...bind.text('name')} required autoComplete="off" />
        <SelectField
          label={t('WEB_PAYMENT_METHOD_KIND')}
          {...select('kind')}
          options={Object.entries(paymentMethodKindKeys).map(([value, key]) => ({ value, label: t(key) }))}
          onChange={(event) => set('kind', event.target.value as PaymentMethodValues['kind'])}
        />
        <SelectField
          label={t('WEB_PAYMENT_METHOD_ACCOUNT')}
          hint={t('WEB_PAYMENT_METHOD_ACCOUNT_HINT')}
          {...select('accountId')}
          placeholder={t('WEB_PAYMENT_METHOD_CHOOSE')}
          options={choices.accounts.map((account) => ({
            value: String(account.id),
            label: accountLabel(account, language),
          }))}
          onChange={(event) => set('accountId', event.target.value)}
          required
        />
        <SelectField
          label={t('WEB_PAYMENT_METHOD_TREASURY')}
          hint={t('WEB_PAYMENT_METHOD_TREASURY_HINT')}
          {...select('tafsiliId')}
          placeholder={t('WEB_PAYMENT_METHOD_NO_TREASURY')}
          options={choices.tafsilis.map((tafsili) => ({
            value: String(tafsili.id),
            label: `${localDigits(tafsili.code, language)} ${tafsili.name}`,
          }))}
          onChange={(event) => set('tafsiliId', event.target.value)}
        />
      </div>
      <CheckboxField label={t('WEB_LIST_ACTIVE')} {...bind.check('active')} />
      <CheckboxField
        label={t('WEB_PAYMENT_METHOD_MAKE_DEFAULT')}
        hint={t('WEB_PAYMENT_METHOD_MAKE_DEFAULT_HINT')}
        {...bind.check('isDefault')}
        aria-invalid={errorOf('isDefault') ? true : undefined}
      />
      <FormError text={errorOf('isDefault')} testId="payment-method-is-default-error" />
      <FormFooter state={form} cancelTo="/company/payment-methods">
        {extraActions}
      </FormFooter>
    </DraftForm>
  );
}
