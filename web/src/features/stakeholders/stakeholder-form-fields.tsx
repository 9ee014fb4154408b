import { type ChangeEvent, type ReactNode, useId } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { FieldErrors } from '../../lib/forms/field-errors.ts';
import { AmountField } from '../../ui/fields/amount-field.tsx';
import { CheckboxField } from '../../ui/fields/checkbox-field.tsx';
import { TextAreaField } from '../../ui/fields/text-area-field.tsx';
import { TextField, type TextFieldProps } from '../../ui/fields/text-field.tsx';
import type { StakeholderFormValues, StakeholderTextField } from './stakeholder-form-values.ts';

export interface FieldsProps {
  values: StakeholderFormValues;
  errors: FieldErrors;
  set<K extends keyof StakeholderFormValues>(name: K, value: StakeholderFormValues[K]): void;
}

type BoundText = TextFieldProps & { 'data-testid': string };

/**
 * Props binding a box to one text field: its label, value, change, translated error and test id. `area` fits a
 * TextAreaField as well as a TextField; `text` is a TextField's, with its own extra props.
 */
function useBind({ values, errors, set }: FieldsProps) {
  const t = useT();
  const error = (name: keyof StakeholderFormValues) => (errors[name] ? t(errors[name]) : undefined);
  const area = (name: StakeholderTextField, label: string) => ({
    label: t(label),
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, event.target.value),
    error: error(name),
    'data-testid': `field-${name}`,
  });
  const text = (name: StakeholderTextField, label: string, extra: Partial<TextFieldProps> = {}): BoundText => ({
    ...area(name, label),
    ...extra,
  });
  return { t, error, text, area };
}

/** Digits, codes and e-mails read left to right in Persian too. */
const ltr = { dir: 'ltr', inputMode: 'numeric' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="stakeholder-form-section">
      <legend>{title}</legend>
      <div className="stakeholder-form-grid">{children}</div>
    </fieldset>
  );
}

export function IdentityFields(props: FieldsProps) {
  const { t, error, text } = useBind(props);
  const { values, set } = props;
  const individual = values.kind === 'INDIVIDUAL';
  const rolesErrorId = useId();
  return (
    <Section title={t('WEB_STAKEHOLDER_SECTION_IDENTITY')}>
      <TextField {...text('code', 'WEB_STAKEHOLDER_CODE', { dir: 'ltr', hint: t('WEB_STAKEHOLDER_CODE_HINT') })} />
      {individual ? (
        <>
          <TextField {...text('firstName', 'WEB_STAKEHOLDER_FIRST_NAME', { required: true, autoComplete: 'off' })} />
          <TextField {...text('lastName', 'WEB_STAKEHOLDER_LAST_NAME', { required: true, autoComplete: 'off' })} />
          <TextField
            {...text('nationalId', 'WEB_STAKEHOLDER_NATIONAL_ID', {
              ...ltr,
              hint: t('WEB_STAKEHOLDER_NATIONAL_ID_HINT'),
            })}
          />
        </>
      ) : (
        <>
          <TextField {...text('businessName', 'WEB_STAKEHOLDER_BUSINESS_NAME', { required: true })} />
          <TextField
            {...text('nationalId', 'WEB_STAKEHOLDER_LEGAL_NATIONAL_ID', {
              ...ltr,
              hint: t('WEB_STAKEHOLDER_LEGAL_NATIONAL_ID_HINT'),
            })}
          />
          <TextField {...text('economicCode', 'WEB_STAKEHOLDER_ECONOMIC_CODE', ltr)} />
          <TextField {...text('registrationNumber', 'WEB_STAKEHOLDER_REGISTRATION_NUMBER', ltr)} />
        </>
      )}
      <fieldset className="stakeholder-roles" aria-describedby={error('isCustomer') ? rolesErrorId : undefined}>
        <legend className="field-label">
          {t('WEB_STAKEHOLDER_ROLES')}
          <span className="field-required" aria-hidden="true">
            {' *'}
          </span>
        </legend>
        <div className="stakeholder-roles-options">
          <CheckboxField
            label={t('WEB_STAKEHOLDER_ROLE_CUSTOMER')}
            checked={values.isCustomer}
            onChange={(event) => set('isCustomer', event.target.checked)}
            aria-invalid={error('isCustomer') ? true : undefined}
            data-testid="field-isCustomer"
          />
          <CheckboxField
            label={t('WEB_STAKEHOLDER_ROLE_SUPPLIER')}
            checked={values.isSupplier}
            onChange={(event) => set('isSupplier', event.target.checked)}
            data-testid="field-isSupplier"
          />
        </div>
        {error('isCustomer') && (
          <p id={rolesErrorId} className="field-error" role="alert" data-testid="error-roles">
            {error('isCustomer')}
          </p>
        )}
      </fieldset>
      <CheckboxField
        label={t('WEB_STAKEHOLDER_ACTIVE')}
        hint={t('WEB_STAKEHOLDER_ACTIVE_HINT')}
        checked={values.active}
        onChange={(event) => set('active', event.target.checked)}
        data-testid="field-active"
      />
    </Section>
  );
}

export function ContactFields(props: FieldsProps) {
  const { t, error, text, area } = useBind(props);
  const { values, set } = props;
  return (
    <>
      <Section title={t('WEB_STAKEHOLDER_SECTION_CONTACT')}>
        <TextField {...text('mobile', 'WEB_STAKEHOLDER_MOBILE', { ...ltr, type: 'tel', placeholder: '09121234567' })} />
        <TextField {...text('phone', 'WEB_STAKEHOLDER_PHONE', { ...ltr, type: 'tel', placeholder: '02188776655' })} />
        <TextField {...text('email', 'WEB_STAKEHOLDER_EMAIL', { dir: 'ltr', type: 'email', inputMode: 'email' })} />
      </Section>
      <Section title={t('WEB_STAKEHOLDER_SECTION_ADDRESS')}>
        <TextField {...text('province', 'WEB_STAKEHOLDER_PROVINCE')} />
        <TextField {...text('city', 'WEB_STAKEHOLDER_CITY')} />
        <TextField {...text('postalCode', 'WEB_STAKEHOLDER_POSTAL_CODE', ltr)} />
        <div className="stakeholder-form-wide">
          <TextAreaField {...area('address', 'WEB_STAKEHOLDER_ADDRESS')} />
        </div>
      </Section>
      <Section title={t('WEB_STAKEHOLDER_SECTION_FINANCE')}>
        <AmountField
          label={t('WEB_STAKEHOLDER_CREDIT_LIMIT')}
          name="creditLimit"
          value={values.creditLimit}
          onChange={(next) => set('creditLimit', next)}
          unit={t('WEB_CURRENCY_RIAL')}
          hint={t('WEB_STAKEHOLDER_CREDIT_LIMIT_HINT')}
          error={error('creditLimit')}
          data-testid="field-creditLimit"
        />
        <div className="stakeholder-form-wide">
          <TextAreaField {...area('notes', 'WEB_STAKEHOLDER_NOTES')} />
        </div>
      </Section>
    </>
  );
}
