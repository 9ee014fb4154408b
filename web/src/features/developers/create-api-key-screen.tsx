import {
  type ApiKeyScope,
  type CreateApiKeyBody,
  apiKeyLifetimes,
  createApiKeyBodySchema,
} from '@daftar/contracts/endpoints/api-keys';
import { apiKeyAreas } from '@daftar/contracts/endpoints/employees-roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { checkInput } from '../../lib/forms/field-errors.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { FormFooter } from '../../ui/fields/form-footer.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { DraftForm } from '../../ui/fields/draft-form.tsx';
import { useDraftFields } from '../../ui/fields/use-draft-state.ts';
import { useFormSubmit } from '../../ui/fields/use-form-submit.ts';
import { notify } from '../../ui/toast/notify.tsx';
import { areaKeysText } from './api-key-texts.ts';
import { createApiKeyMutation } from './api.ts';
import { FormError } from '../../ui/fields/form-error.tsx';
import './developers.css';

type Access = ApiKeyScope['access'] | '';
type KeyArea = ApiKeyScope['area'];

/** The secret, shown once, with a copy button; leaving the page forgets it. */
function SecretOnce({ secret }: { secret: string }) {
  const t = useT();
  async function copy() {
    await navigator.clipboard.writeText(secret);
    void notify.success(t('WEB_API_KEY_COPIED'));
  }
  return (
    <section className="page-card api-key-secret" data-testid="api-key-secret">
      <h2>{t('WEB_API_KEY_SECRET_TITLE')}</h2>
      <p>{t('WEB_API_KEY_SECRET_BODY')}</p>
      <code dir="ltr" data-testid="api-key-secret-value">
        {secret}
      </code>
      <div className="form-actions">
        <Button onClick={() => void copy()} data-testid="api-key-copy">
          {t('WEB_API_KEY_COPY')}
        </Button>
        <ButtonLink to="/developers" variant="outline" data-testid="api-key-done">
          {t('WEB_API_KEY_DONE')}
        </ButtonLink>
      </div>
    </section>
  );
}

/** /developers/create-openapi-permission: a name, read or write per area, a lifetime; then the secret, once. */
export function CreateApiKeyScreen() {
  const t = useT();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const companyId = requireActiveCompanyId();
  const create = useMutation(createApiKeyMutation(queryClient, companyId));
  // The draft holds the key's name, areas and life only; the secret the answer brings is never in it.
  const kept = useDraftFields({ form: 'api-key', recordId: null });
  const [name, setName] = kept.field('name', '');
  const [access, setAccess] = kept.field<Partial<Record<KeyArea, Access>>>('access', {});
  const [days, setDays] = kept.field('days', '90');
  const [secret, setSecret] = useState<string | null>(null);
  const scopes = apiKeyAreas.flatMap((area) => {
    const chosen = access[area];
    return chosen ? [{ area, access: chosen }] : [];
  });
  const form = useFormSubmit<CreateApiKeyBody>({
    check: () => checkInput(createApiKeyBodySchema, { name, scopes, expiresInDays: Number(days) }),
    send: async (input) => setSecret((await create.mutateAsync(input)).secret),
    draft: kept.draft,
  });
  if (secret) return <SecretOnce secret={secret} />;
  const accessOptions = [
    { value: '', label: t('WEB_API_KEY_NONE') },
    { value: 'read', label: t('WEB_API_KEY_READ') },
    { value: 'write', label: t('WEB_API_KEY_WRITE') },
  ];
  return (
    <DraftForm form={form} draft={kept.draft} className="page-card api-key-form" testId="api-key-form">
      <TextField
        label={t('WEB_API_KEY_NAME')}
        name="name"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={form.errors.name ? t(form.errors.name) : undefined}
        data-testid="api-key-name"
      />
      <fieldset className="api-key-scope-grid" aria-invalid={form.errors.scopes ? true : undefined}>
        <legend>{t('WEB_API_KEY_SCOPES')}</legend>
        <p className="api-keys-muted">{t('WEB_API_KEY_SCOPES_HINT')}</p>
        {apiKeyAreas.map((area) => (
          <SelectField
            key={area}
            label={t(areaKeysText[area])}
            value={access[area] ?? ''}
            options={accessOptions}
            onChange={(event) => setAccess((now) => ({ ...now, [area]: event.target.value as Access }))}
            data-testid={`api-key-scope-${area}`}
          />
        ))}
        <FormError text={form.errors.scopes && t(form.errors.scopes)} testId="api-key-scopes-error" />
      </fieldset>
      <SelectField
        label={t('WEB_API_KEY_LIFETIME')}
        value={days}
        options={apiKeyLifetimes.map((each) => ({
          value: String(each),
          label: t('WEB_API_KEY_DAYS', { days: localDigits(String(each), language) }),
        }))}
        onChange={(event) => setDays(event.target.value)}
        data-testid="api-key-lifetime"
      />
      <FormFooter state={form} cancelTo="/developers" saveLabel={t('WEB_API_KEY_CREATE_SAVE')} />
    </DraftForm>
  );
}
