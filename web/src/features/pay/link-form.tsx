import type { PaymentLinkInput } from '@daftar/contracts/endpoints/pay-schemas';
import { useT } from '../../i18n/use-t.ts';
import { AmountField } from '../../ui/fields/amount-field.tsx';
import { CheckboxField } from '../../ui/fields/checkbox-field.tsx';
import { DateField } from '../../ui/fields/date-field.tsx';
import { useFieldBinder } from '../../ui/fields/field-binder.ts';
import { FormFooter } from '../../ui/fields/form-footer.tsx';
import { SegmentedField } from '../../ui/fields/segmented-field.tsx';
import { TextAreaField } from '../../ui/fields/text-area-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { DraftForm } from '../../ui/fields/draft-form.tsx';
import { type DraftPlace, useDraftState } from '../../ui/fields/use-draft-state.ts';
import { useFormSubmit } from '../../ui/fields/use-form-submit.ts';
import { type LinkFormValues, validateLink } from './link-form-values.ts';

const titleKeys = {
  PAYMENT: 'WEB_PAY_LINK_TITLE_PAYMENT',
  PURCHASE: 'WEB_PAY_LINK_TITLE_PURCHASE',
  EVENT: 'WEB_PAY_LINK_TITLE_EVENT',
} as const;

export interface LinkFormProps {
  initial: LinkFormValues;
  /** Where its draft is kept: the link's kind (a new one) or the link edited. */
  draft: DraftPlace;
  cancelTo: string;
  onSubmit(input: PaymentLinkInput): Promise<void>;
}

/**
 * A payment, purchase or event link's create and edit form, checked with the contract's schema before it is sent.
 * Only a payment link may leave the amount to the payer; an event needs its day and its places (the usage limit).
 */
export function LinkForm({ initial, draft: place, cancelTo, onSubmit }: LinkFormProps) {
  const t = useT();
  const [values, setValues, draft] = useDraftState(initial, place);
  const form = useFormSubmit({
    check: () => validateLink(values),
    send: onSubmit,
    errorFields: { EXPIRY_IN_PAST: 'expiresOn', USAGE_LIMIT_BELOW_USED: 'usageLimit' },
    draft,
  });
  const { set, bind } = useFieldBinder({ values, setValues, errors: form.errors, testIdPrefix: 'link' });
  const rials = t('WEB_CURRENCY_RIAL');
  const isEvent = values.kind === 'EVENT';

  return (
    <DraftForm form={form} draft={draft} className="pay-form page-card wide" testId="link-form">
      <div className="form-grid">
        <TextField label={t(titleKeys[values.kind])} {...bind.text('title')} required />
        <TextAreaField label={t('WEB_PAY_LINK_DESCRIPTION')} {...bind.text('description')} />
      </div>
      <fieldset className="form-section">
        <legend>{t('WEB_PAY_LINK_PRICE')}</legend>
        {values.kind === 'PAYMENT' && (
          <SegmentedField
            legend={t('WEB_PAY_AMOUNT_MODE')}
            name="amountMode"
            value={values.amountMode}
            options={[
              { value: 'FIXED', label: t('WEB_PAY_AMOUNT_FIXED') },
              { value: 'PAYER', label: t('WEB_PAY_AMOUNT_PAYER') },
            ]}
            onChange={(mode) => set('amountMode', mode)}
            testId="link-amount-mode"
          />
        )}
        <div className="form-grid">
          {values.amountMode === 'FIXED' ? (
            <AmountField label={t('WEB_PAY_AMOUNT')} {...bind.amount('amount')} unit={rials} required />
          ) : (
            <>
              <AmountField label={t('WEB_PAY_MIN_AMOUNT')} {...bind.amount('minAmount')} unit={rials} />
              <AmountField label={t('WEB_PAY_MAX_AMOUNT')} {...bind.amount('maxAmount')} unit={rials} />
            </>
          )}
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend>{t('WEB_PAY_LINK_LIMITS')}</legend>
        <div className="form-grid">
          {isEvent && <DateField label={t('WEB_PAY_EVENT_DATE')} {...bind.amount('eventOn')} required />}
          <TextField
            label={t(isEvent ? 'WEB_PAY_EVENT_CAPACITY' : 'WEB_PAY_USAGE_LIMIT')}
            hint={t(isEvent ? 'WEB_PAY_EVENT_CAPACITY_HINT' : 'WEB_PAY_USAGE_LIMIT_HINT')}
            {...bind.text('usageLimit')}
            inputMode="numeric"
            required={isEvent}
          />
          <DateField label={t('WEB_PAY_EXPIRES_ON')} {...bind.amount('expiresOn')} />
        </div>
      </fieldset>
      <CheckboxField label={t('WEB_LIST_ACTIVE')} hint={t('WEB_PAY_LINK_ACTIVE_HINT')} {...bind.check('active')} />
      <FormFooter state={form} cancelTo={cancelTo} />
    </DraftForm>
  );
}
