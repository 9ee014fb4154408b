import {
  type CompanySettings,
  type CompanySettingsInput,
  companySettingsInputSchema,
} from '@daftar/contracts/endpoints/company-profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { checkInput } from '../../lib/forms/field-errors.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { DraftForm } from '../../ui/fields/draft-form.tsx';
import { FormFooter } from '../../ui/fields/form-footer.tsx';
import { SegmentedField } from '../../ui/fields/segmented-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { useDraftState } from '../../ui/fields/use-draft-state.ts';
import { useFormSubmit } from '../../ui/fields/use-form-submit.ts';
import { notify } from '../../ui/toast/notify.tsx';
import { getCompanySettingsQuery } from '../../lib/query/company-profile-queries.ts';
import { updateCompanySettingsMutation } from './api.ts';
import { BackupPanel } from './backup-panel.tsx';
import { ImportLinkPanel } from './import-link-panel.tsx';
import './company.css';

const months = Array.from({ length: 12 }, (_, index) => index + 1);
const days = Array.from({ length: 31 }, (_, index) => index + 1);
const prefixFields = ['sellPrefix', 'purchasePrefix', 'estimatePrefix'] as const;
const prefixKeys: Record<(typeof prefixFields)[number], string> = {
  sellPrefix: 'WEB_COMPANY_SELL_PREFIX',
  purchasePrefix: 'WEB_COMPANY_PURCHASE_PREFIX',
  estimatePrefix: 'WEB_COMPANY_ESTIMATE_PREFIX',
};

/**
 * /company/settings: the language documents are printed in, Rial or Toman, the invoice number prefixes, the Moadian
 * memory id (the start of every e-invoice's tax id) and the fiscal-year start. One save writes them where they live (the books' and the invoices' settings), so the books'
 * settings screen and every amount on screen follow at once.
 */
export function CompanySettingsScreen() {
  const companyId = requireActiveCompanyId();
  const settings = useQuery(getCompanySettingsQuery(companyId)).data;
  if (!settings) return null;
  return (
    <>
      <CompanySettingsForm saved={settings} companyId={companyId} />
      <ImportLinkPanel companyId={companyId} />
      <BackupPanel companyId={companyId} />
    </>
  );
}

function CompanySettingsForm({ saved, companyId }: { saved: CompanySettings; companyId: number }) {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const update = useMutation(updateCompanySettingsMutation(useQueryClient(), companyId));
  const [values, setValues, draft] = useDraftState<CompanySettingsInput>(saved, {
    form: 'company-settings',
    recordId: companyId,
  });
  const change = (patch: Partial<CompanySettingsInput>) => setValues((current) => ({ ...current, ...patch }));
  const form = useFormSubmit({
    check: () => checkInput(companySettingsInputSchema, values),
    send: async (input: CompanySettingsInput) => {
      await update.mutateAsync(input);
      void notify.success(t('WEB_COMPANY_SETTINGS_SAVED'));
      navigate('/company');
    },
    draft,
  });
  const errorOf = (field: keyof CompanySettingsInput) => (form.errors[field] ? t(form.errors[field]) : undefined);
  return (
    <DraftForm form={form} draft={draft} className="page-card wide" testId="company-settings-form">
      <fieldset className="form-section">
        <legend>{t('WEB_COMPANY_DOCUMENTS')}</legend>
        <SegmentedField
          legend={t('WEB_COMPANY_DOCUMENT_LANGUAGE')}
          name="documentLanguage"
          value={values.documentLanguage}
          options={[
            { value: 'fa', label: t('WEB_COMPANY_LANGUAGE_FA') },
            { value: 'en', label: t('WEB_COMPANY_LANGUAGE_EN') },
          ]}
          onChange={(documentLanguage) => change({ documentLanguage })}
          testId="company-document-language"
        />
        <SegmentedField
          legend={t('WEB_COMPANY_AMOUNT_UNIT')}
          name="amountUnit"
          value={values.amountUnit}
          options={[
            { value: 'RIAL', label: t('WEB_COMPANY_RIAL') },
            { value: 'TOMAN', label: t('WEB_COMPANY_TOMAN') },
          ]}
          onChange={(amountUnit) => change({ amountUnit })}
          testId="company-amount-unit"
        />
      </fieldset>
      <fieldset className="form-section">
        <legend>{t('WEB_COMPANY_NUMBERING')}</legend>
        <p className="company-form-note">{t('WEB_COMPANY_NUMBERING_NOTE')}</p>
        <div className="form-grid">
          {prefixFields.map((field) => (
            <TextField
              key={field}
              label={t(prefixKeys[field])}
              name={field}
              value={values[field]}
              onChange={(event) => change({ [field]: event.target.value })}
              error={errorOf(field)}
              dir="ltr"
              autoComplete="off"
              data-testid={`company-${field}`}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend>{t('WEB_COMPANY_EINVOICE')}</legend>
        <div className="form-grid">
          <TextField
            label={t('WEB_COMPANY_MOADIAN_MEMORY_ID')}
            hint={t('WEB_COMPANY_MOADIAN_MEMORY_ID_HINT')}
            name="moadianMemoryId"
            value={typeof values.moadianMemoryId === 'string' ? values.moadianMemoryId : ''}
            onChange={(event) => change({ moadianMemoryId: event.target.value })}
            error={errorOf('moadianMemoryId')}
            maxLength={6}
            dir="ltr"
            autoComplete="off"
            data-testid="company-moadianMemoryId"
          />
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend>{t('WEB_COMPANY_FISCAL_YEAR')}</legend>
        <div className="form-grid">
          <SelectField
            label={t('WEB_COMPANY_YEAR_START_MONTH')}
            name="fiscalYearStartMonth"
            value={String(values.fiscalYearStartMonth)}
            options={months.map((month) => ({ value: String(month), label: t(`WEB_SETTINGS_MONTH_${month}`) }))}
            onChange={(event) => change({ fiscalYearStartMonth: Number(event.target.value) })}
            error={errorOf('fiscalYearStartMonth')}
            data-testid="company-year-start-month"
          />
          <SelectField
            label={t('WEB_COMPANY_YEAR_START_DAY')}
            name="fiscalYearStartDay"
            value={String(values.fiscalYearStartDay)}
            options={days.map((day) => ({ value: String(day), label: localDigits(String(day), language) }))}
            onChange={(event) => change({ fiscalYearStartDay: Number(event.target.value) })}
            error={errorOf('fiscalYearStartDay')}
            data-testid="company-year-start-day"
          />
        </div>
        <p className="company-form-note">{t('WEB_COMPANY_FISCAL_YEAR_NOTE')}</p>
      </fieldset>
      <FormFooter state={form} cancelTo="/company" />
    </DraftForm>
  );
}
