import type { ApiKey } from '@daftar/contracts/endpoints/api-keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { ConfirmDialog } from '../../ui/modal/confirm-dialog.tsx';
import { useAskFirst } from '../../ui/modal/use-ask-first.ts';
import { notify } from '../../ui/toast/notify.tsx';
import { useErrorText } from '../../ui/use-error-text.ts';
import { accessKeys, areaKeysText, statusKeys } from './api-key-texts.ts';
import { listApiKeysQuery, revokeApiKeyMutation } from './api.ts';
import { FormError } from '../../ui/fields/form-error.tsx';
import './developers.css';

function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke(): void }) {
  const t = useT();
  const { language } = useLanguage();
  const when = (iso: string) => formatDate(iso, language, { style: 'long', withTime: true });
  return (
    <li className="api-key-row" data-testid="api-key-row">
      <div className="api-key-main">
        <strong>{apiKey.name}</strong>
        <code dir="ltr">{apiKey.prefix}…</code>
        <span className={`api-key-status is-${apiKey.status.toLowerCase()}`} data-testid="api-key-status">
          {t(statusKeys[apiKey.status])}
        </span>
      </div>
      <ul className="api-key-scopes" aria-label={t('WEB_API_KEY_SCOPES')}>
        {apiKey.scopes.map((scope) => (
          <li key={scope.area}>
            {t(areaKeysText[scope.area])}: {t(accessKeys[scope.access])}
          </li>
        ))}
      </ul>
      <dl className="api-key-facts">
        <div>
          <dt>{t('WEB_API_KEY_EXPIRES')}</dt>
          <dd>{formatDate(apiKey.expiresAt, language, { style: 'long' })}</dd>
        </div>
        <div>
          <dt>{t('WEB_API_KEY_LAST_USED')}</dt>
          <dd data-testid="api-key-last-used">
            {apiKey.lastUsedAt ? when(apiKey.lastUsedAt) : t('WEB_API_KEY_NEVER_USED')}
          </dd>
        </div>
        <div>
          <dt>{t('WEB_API_KEY_CREATED_BY')}</dt>
          <dd>{apiKey.createdBy ?? '—'}</dd>
        </div>
      </dl>
      {apiKey.status === 'ACTIVE' && (
        <Button size="sm" variant="error" onClick={onRevoke} data-testid="api-key-revoke">
          {t('WEB_API_KEY_REVOKE')}
        </Button>
      )}
    </li>
  );
}

/** /developers: the company's open-API keys (name, access, expiry, last use) with Revoke, and New key. */
export function ApiKeyListScreen() {
  const t = useT();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const companyId = requireActiveCompanyId();
  const keys = useQuery(listApiKeysQuery(companyId));
  const revoke = useMutation(revokeApiKeyMutation(queryClient, companyId));
  const revoking = useAskFirst(async (apiKey: ApiKey) => {
    await revoke.mutateAsync(apiKey.id);
    void notify.success(t('WEB_API_KEY_REVOKED', { name: apiKey.name }));
  });

  return (
    <section className="page-card api-keys" data-testid="api-key-list">
      <header className="api-keys-header">
        <p className="api-keys-intro">{t('WEB_API_KEYS_INTRO')}</p>
        <ButtonLink to="create-openapi-permission" size="sm" data-testid="api-key-create">
          {t('WEB_API_KEYS_CREATE')}
        </ButtonLink>
      </header>
      <FormError text={keys.error && errorText(keys.error)} testId="api-keys-failure" />
      {keys.data?.length === 0 && <p className="api-keys-muted">{t('WEB_API_KEYS_EMPTY')}</p>}
      <ul className="api-key-rows">
        {(keys.data ?? []).map((apiKey) => (
          <KeyRow key={apiKey.id} apiKey={apiKey} onRevoke={() => revoking.ask(apiKey)} />
        ))}
      </ul>
      <ConfirmDialog
        {...revoking.dialog}
        title={t('WEB_API_KEY_REVOKE_TITLE', { name: revoking.asking?.name ?? '' })}
        confirmLabel={t('WEB_API_KEY_REVOKE')}
        busy={revoke.isPending}
      >
        <p>{t('WEB_API_KEY_REVOKE_BODY')}</p>
      </ConfirmDialog>
    </section>
  );
}
