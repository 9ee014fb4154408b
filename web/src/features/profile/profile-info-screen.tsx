import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t.ts';
import { useCompanyNames } from '../../lib/session/company-query.ts';
import { profileQuery } from '../../lib/session/profile-query.ts';
import { DefinitionList } from './definition-list.tsx';

/** /profile and /profile/info: who is signed in. */
export function ProfileInfoScreen() {
  const t = useT();
  const { data } = useQuery(profileQuery);
  const companyNames = useCompanyNames(data?.companies.map((company) => company.companyId) ?? []);
  if (!data) return null;
  const { info } = data;
  const name = [info.firstName, info.lastName].filter(Boolean).join(' ') || '—';
  return (
    <DefinitionList
      rows={[
        [t('WEB_EMAIL'), <bdi key="e">{info.email}</bdi>, 'profile-email'],
        [t('WEB_FULL_NAME'), name],
        [t('WEB_MOBILE'), info.mobile ? <bdi key="m">{info.mobile}</bdi> : '—'],
        [t('WEB_MOBILE_VERIFIED'), info.mobileVerified ? t('WEB_YES') : t('WEB_NO')],
        [t('WEB_COMPANIES'), companyNames.filter(Boolean).join('، ') || '—'],
      ]}
    />
  );
}
