import { defaultAccountFields } from '@daftar/contracts/endpoints/accounting-settings';
import {
  type AccountingSettings,
  accountingSettingsInputSchema,
} from '@daftar/contracts/endpoints/accounting-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { SegmentedField } from '../../ui/fields/segmented-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { DraftOffer } from '../../ui/fields/draft-offer.tsx';
import { useErrorText } from '../../ui/use-error-text.ts';
import { AccountPicker } from './account-picker.tsx';
import { LegalBookSettingsSection } from './legal-books/legal-book-settings.tsx';
import { accountingSettingsQuery, accountsQuery, updateSettingsMutation } from './report-queries.ts';
import { useSettingsForm } from './settings-form.ts';
import './coa.css';
import './report.css';
import { SettingsFooter } from './settings-footer.tsx';
import { useBooksScreen } from './books-screen.ts';
import { keyedOptions } from '../../ui/fields/keyed-options.ts';

/** The units the books show amounts in. */
const unitKeys = { RIAL: 'WEB_SETTINGS_RIAL', TOMAN: 'WEB_SETTINGS_TOMAN' } as const;

const fieldKey = (field: string) => `WEB_SETTINGS_${field.replace(/AccountId$/, '').toUpperCase()}`;
const months = Array.from({ length: 12 }, (_, index) => index + 1);
const days = Array.from({ length: 31 }, (_, index) => index + 1);

/**
 * /accounting/settings: the day the fiscal year starts, the moein accounts documents post to by default
 * (receivables, payables, sales, purchases, VAT, cash, bank…), whether amounts show in Rial or Toman, and the legal
 * books of each fiscal year.
 */
export function SettingsScreen() {
  const t = useT();
  const errorText = useErrorText();
  const companyId = requireActiveCompanyId();
  const settings = useQuery(accountingSettingsQuery(companyId));
  if (settings.error && !settings.data) return <p className="report-error">{errorText(settings.error)}</p>;
  if (!settings.data) return <p className="report-loading">{t('WEB_LOADING')}</p>;
  return (
    <>
      <SettingsForm saved={settings.data} />
      <LegalBookSettingsSection />
    </>
  );
}

function SettingsForm({ saved }: { saved: AccountingSettings }) {
  // A role that only reads the books (a VIEWER) sees the settings, disabled, without Save.
  const { t, language, companyId, mayWrite } = useBooksScreen();
  const accounts = useQuery(accountsQuery(companyId));
  const save = useMutation(updateSettingsMutation(useQueryClient(), companyId));
  const { values, change, error, status, draft, submit } = useSettingsForm({
    schema: accountingSettingsInputSchema,
    initial: saved,
    form: 'accounting-settings',
    recordId: companyId,
    save: save.mutateAsync,
  });

  const number = (value: number) => localDigits(String(value), language);
  return (
    <form className="settings-form" onSubmit={submit} noValidate data-testid="accounting-settings">
      <DraftOffer draft={draft} />
      <fieldset className="settings-group" disabled={!mayWrite}>
        <legend>{t('WEB_SETTINGS_YEAR_AND_UNIT')}</legend>
        <SelectField
          label={t('WEB_SETTINGS_YEAR_START_MONTH')}
          name="fiscalYearStartMonth"
          value={String(values.fiscalYearStartMonth)}
          options={months.map((month) => ({ value: String(month), label: t(`WEB_SETTINGS_MONTH_${month}`) }))}
          onChange={(event) => change({ fiscalYearStartMonth: Number(event.target.value) })}
          error={error('fiscalYearStartMonth')}
        />
        <SelectField
          label={t('WEB_SETTINGS_YEAR_START_DAY')}
          name="fiscalYearStartDay"
          value={String(values.fiscalYearStartDay)}
          options={days.map((day) => ({ value: String(day), label: number(day) }))}
          onChange={(event) => change({ fiscalYearStartDay: Number(event.target.value) })}
          error={error('fiscalYearStartDay')}
        />
        <SegmentedField
          legend={t('WEB_SETTINGS_AMOUNT_UNIT')}
          name="amountUnit"
          value={values.amountUnit}
          options={keyedOptions(t, unitKeys)}
          onChange={(amountUnit) => change({ amountUnit })}
          testId="settings-amount-unit"
        />
      </fieldset>
      <fieldset className="settings-group" disabled={!mayWrite}>
        <legend>{t('WEB_SETTINGS_DEFAULT_ACCOUNTS')}</legend>
        {defaultAccountFields.map((field) => (
          <AccountPicker
            key={field}
            label={t(fieldKey(field))}
            accounts={accounts.data ?? []}
            value={values[field]}
            onChange={(id) => change({ [field]: id })}
            error={error(field)}
            data-testid={`settings-${field}`}
          />
        ))}
      </fieldset>
      <SettingsFooter status={status} mayWrite={mayWrite} saving={save.isPending} testId="settings" />
    </form>
  );
}
