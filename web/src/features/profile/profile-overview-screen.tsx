import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t.ts';
import { activeCompanyId } from '../../lib/session/active-company.ts';
import { companyQuery } from '../../lib/session/company-query.ts';
import { devicesQuery } from './api.ts';
import { DefinitionList } from './definition-list.tsx';
import { ProfileInfoScreen } from './profile-info-screen.tsx';

/** /profile: the user's details, the active business (with its invitation code) and how many devices are in. */
export function ProfileOverviewScreen() {
  const t = useT();
  const companyId = activeCompanyId() ?? 0;
  const { data: company } = useQuery({ ...companyQuery(companyId), enabled: companyId > 0 });
  const { data: devices = [] } = useQuery(devicesQuery);
  return (
    <>
      <ProfileInfoScreen />
      <DefinitionList
        rows={[
          [t('WEB_ACTIVE_COMPANY'), company?.name ?? '—', 'profile-company'],
          [t('WEB_INVITATION_CODE'), <bdi key="i">{company?.invitationCode ?? '—'}</bdi>],
          [t('WEB_PAGE_DEVICES'), String(devices.filter((device) => device.active).length)],
        ]}
      />
    </>
  );
}
