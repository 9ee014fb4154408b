import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { createBusiness } from './register-client.ts';
import { ApiError } from '../../lib/api/http-error.ts';
import { Button } from '../../ui/button.tsx';
import { TextAreaField } from '../../ui/fields/text-area-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { useErrorText } from '../../ui/use-error-text.ts';
import { type CompanyDraft, type CompanyField, emptyDraft, validateCompany } from './company-form.ts';
import { enterCompany } from './join-company.ts';
import { RegisterFrame } from './register-frame.tsx';
import { FormError } from '../../ui/fields/form-error.tsx';

const fields: { name: Exclude<CompanyField, 'address'>; label: string; hint: string; numeric: boolean }[] = [
  { name: 'name', label: 'WEB_COMPANY_NAME', hint: '', numeric: false },
  { name: 'nationalId', label: 'WEB_COMPANY_NATIONAL_ID', hint: 'WEB_COMPANY_NATIONAL_ID_HINT', numeric: true },
  { name: 'economicCode', label: 'WEB_COMPANY_ECONOMIC_CODE', hint: 'WEB_COMPANY_ECONOMIC_CODE_HINT', numeric: true },
  { name: 'phone', label: 'WEB_COMPANY_PHONE', hint: 'WEB_COMPANY_PHONE_HINT', numeric: true },
];

/** /register/create-business: the caller becomes the owner of a new business, which becomes active. */
export function CreateBusinessScreen() {
  const t = useT();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<CompanyDraft>(emptyDraft);
  const [errors, setErrors] = useState<Partial<Record<CompanyField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateCompany(draft);
    setErrors(checked.ok ? {} : checked.errors);
    setFailure(null);
    if (!checked.ok) return;
    setBusy(true);
    try {
      await enterCompany(queryClient, await createBusiness(apiClient, checked.input));
      navigate('/dashboard');
    } catch (error) {
      // The server's field errors name body.<field>; show them where they belong.
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        setErrors(
          Object.fromEntries(error.fieldErrors.map((item) => [item.path.replace(/^body\./, ''), item.message])),
        );
      } else setFailure(errorText(error));
      setBusy(false);
    }
  }

  const set = (name: CompanyField) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const errorOf = (name: CompanyField) => (errors[name] ? t(errors[name]) : undefined);

  return (
    <RegisterFrame title={t('WEB_REGISTER_CREATE_TITLE')}>
      <form onSubmit={submit} noValidate data-testid="create-business-form">
        {fields.map((field) => (
          <TextField
            key={field.name}
            label={t(field.label)}
            hint={field.hint ? t(field.hint) : undefined}
            value={draft[field.name]}
            onChange={(event) => set(field.name)(event.target.value)}
            error={errorOf(field.name)}
            required={field.name === 'name'}
            dir={field.numeric ? 'ltr' : undefined}
            inputMode={field.numeric ? 'numeric' : undefined}
            name={field.name}
          />
        ))}
        <TextAreaField
          label={t('WEB_COMPANY_ADDRESS')}
          value={draft.address}
          onChange={(event) => set('address')(event.target.value)}
          error={errorOf('address')}
          rows={3}
          name="address"
        />
        <FormError text={failure} />
        <Button type="submit" fullWidth loading={busy} data-testid="create-business-submit">
          {t('WEB_REGISTER_CREATE_SUBMIT')}
        </Button>
      </form>
    </RegisterFrame>
  );
}
