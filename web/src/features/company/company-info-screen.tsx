import type { CompanyProfile, CompanyProfileInput } from '@daftar/contracts/endpoints/company-profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { fieldBinder } from '../../ui/fields/field-binder.ts';
import { DraftForm } from '../../ui/fields/draft-form.tsx';
import { FormFooter } from '../../ui/fields/form-footer.tsx';
import { TextAreaField } from '../../ui/fields/text-area-field.tsx';
import { digitsInput, TextField } from '../../ui/fields/text-field.tsx';
import { useDraftState } from '../../ui/fields/use-draft-state.ts';
import { useFormSubmit } from '../../ui/fields/use-form-submit.ts';
import { notify } from '../../ui/toast/notify.tsx';
import { getCompanyProfileQuery } from '../../lib/query/company-profile-queries.ts';
import { updateCompanyProfileMutation } from './api.ts';
import { type CompanyInfoField, companyInfoValues, validateCompanyInfo } from './company-info-values.ts';
import { LogoPanel } from './logo-panel.tsx';
import './company.css';

/**
 * /company/info: what the business prints on its invoices — name, legal national id, economic code, registration
 * number, phone, address, postal code — and its logo.
 */
export function CompanyInfoScreen() {
  const companyId = requireActiveCompanyId();
  const profile = useQuery(getCompanyProfileQuery(companyId)).data;
  if (!profile) return null;
  return (
    <div className="company-info">
      <CompanyInfoForm key={profile.companyId} profile={profile} companyId={companyId} />
      <LogoPanel profile={profile} companyId={companyId} />
    </div>
  );
}

function CompanyInfoForm({ profile, companyId }: { profile: CompanyProfile; companyId: number }) {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const update = useMutation(updateCompanyProfileMutation(useQueryClient(), companyId));
  const [values, setValues, draft] = useDraftState(companyInfoValues(profile, language), {
    form: 'company-info',
    recordId: companyId,
  });
  const form = useFormSubmit({
    check: () => validateCompanyInfo(values),
    send: async (input: CompanyProfileInput) => {
      await update.mutateAsync(input);
      void notify.success(t('WEB_COMPANY_INFO_SAVED'));
      navigate('/company');
    },
    draft,
  });
  const errorOf = (field: CompanyInfoField) => (form.errors[field] ? t(form.errors[field]) : undefined);
  const bind = fieldBinder({
    values,
    set: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    errorOf,
    testIdPrefix: 'company',
  });
  return (
    <DraftForm form={form} draft={draft} className="page-card wide" testId="company-info-form">
      <TextField label={t('WEB_COMPANY_INFO_NAME')} {...bind.text('name')} required autoComplete="organization" />
      <div className="form-grid">
        <TextField
          label={t('WEB_COMPANY_INFO_NATIONAL_ID')}
          hint={t('WEB_COMPANY_INFO_NATIONAL_ID_HINT')}
          {...bind.text('nationalId')}
          {...digitsInput}
        />
        <TextField label={t('WEB_COMPANY_INFO_ECONOMIC_CODE')} {...bind.text('economicCode')} {...digitsInput} />
        <TextField label={t('WEB_COMPANY_REGISTRATION_NUMBER')} {...bind.text('registrationNumber')} {...digitsInput} />
        <TextField
          label={t('WEB_COMPANY_INFO_PHONE')}
          hint={t('WEB_COMPANY_INFO_PHONE_HINT')}
          {...bind.text('phone')}
          {...digitsInput}
          type="tel"
        />
        <TextField
          label={t('WEB_COMPANY_POSTAL_CODE')}
          hint={t('WEB_COMPANY_POSTAL_CODE_HINT')}
          {...bind.text('postalCode')}
          {...digitsInput}
        />
      </div>
      <TextAreaField label={t('WEB_COMPANY_INFO_ADDRESS')} {...bind.text('address')} rows={3} />
      <FormFooter state={form} cancelTo="/company" />
    </DraftForm>
  );
}
