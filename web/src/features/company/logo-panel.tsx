import type { CompanyProfile } from '@daftar/contracts/endpoints/company-profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Button } from '../../ui/button.tsx';
import { FilePickButton } from '../../ui/file-pick-button.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import { useErrorText } from '../../ui/use-error-text.ts';
import { getCompanyLogoQuery } from '../../lib/query/company-profile-queries.ts';
import { removeCompanyLogoMutation, updateCompanyLogoMutation } from './api.ts';
import { CompanyPanel } from './company-panel.tsx';
import { logoFileRefusal, shrinkLogo } from './logo-image.ts';
import { FormError } from '../../ui/fields/form-error.tsx';

/** The logo printed on documents: the current one, a file picker (PNG or JPEG, up to 1 MB) and removal. */
export function LogoPanel({ profile, companyId }: { profile: CompanyProfile; companyId: number }) {
  const t = useT();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = useMutation(updateCompanyLogoMutation(queryClient, companyId));
  const remove = useMutation(removeCompanyLogoMutation(queryClient, companyId));
  const logo = useQuery({
    ...getCompanyLogoQuery(companyId, profile.logo?.updatedAt ?? ''),
    enabled: profile.logo !== null,
  }).data;

  async function pick(file: File) {
    setRefusal(null);
    const refused = logoFileRefusal(file);
    if (refused) return setRefusal(t(refused));
    try {
      await upload.mutateAsync(await shrinkLogo(file));
      void notify.success(t('WEB_COMPANY_LOGO_SAVED'));
    } catch (error) {
      setRefusal(error instanceof Error && error.message === 'LOGO_NOT_AN_IMAGE' ? t(error.message) : errorText(error));
    }
  }

  return (
    <CompanyPanel name="logo" title={t('WEB_COMPANY_LOGO')}>
      <div className="company-logo-frame">
        {profile.logo && logo ? (
          <img
            src={logo.dataUrl}
            alt={t('WEB_COMPANY_LOGO_ALT', { company: profile.name })}
            data-testid="company-logo-image"
          />
        ) : (
          <span className="company-logo-empty">{t('WEB_COMPANY_LOGO_NONE')}</span>
        )}
      </div>
      <p className="company-logo-hint">{t('WEB_COMPANY_LOGO_HINT')}</p>
      <FormError text={refusal} testId="company-logo-error" />
      <div className="form-actions">
        <FilePickButton
          accept="image/png,image/jpeg"
          inputLabel={t(profile.logo ? 'WEB_COMPANY_LOGO_REPLACE' : 'WEB_COMPANY_LOGO_UPLOAD')}
          inputTestId="company-logo-file"
          onFile={pick}
          variant="outline"
          loading={upload.isPending}
          data-testid="company-logo-pick"
        >
          {t(profile.logo ? 'WEB_COMPANY_LOGO_REPLACE' : 'WEB_COMPANY_LOGO_UPLOAD')}
        </FilePickButton>
        {profile.logo && (
          <Button
            type="button"
            variant="text"
            loading={remove.isPending}
            onClick={() => remove.mutate()}
            data-testid="company-logo-remove"
          >
            {t('WEB_COMPANY_LOGO_REMOVE')}
          </Button>
        )}
      </div>
    </CompanyPanel>
  );
}
