import type { Stakeholder } from '@daftar/contracts/endpoints/stakeholders';
import { apiClient } from '../../lib/api/client.ts';
import { useRoleMay } from '../../lib/session/use-role-may.ts';
import { ActiveFilter } from '../../ui/list/active-filter.tsx';
import { KeyedFilter } from '../../ui/list/filter-select.tsx';
import { NewLinks } from '../../ui/list/new-links.tsx';
import { ScreenToolbar } from '../../ui/list/screen-toolbar.tsx';
import type { ListScreenOf } from '../../ui/list/use-list-screen.ts';
import { stakeholderKindKeys, type stakeholderListSpec, stakeholderRoleKeys } from './stakeholder-list-spec.ts';
import { listStakeholders } from './stakeholders-client.ts';

/**
 * Search (name, code, mobile), the kind, role and status filters, the CSV export, and the import and "new" links
 * (for a role that writes).
 */
export function StakeholderListToolbar({
  screen,
  canExport,
}: {
  screen: ListScreenOf<typeof stakeholderListSpec, Stakeholder>;
  canExport: boolean;
}) {
  const { t, list } = screen;
  const mayWrite = useRoleMay(screen.companyId, 'stakeholders', 'write');

  return (
    <ScreenToolbar
      screen={screen}
      searchLabel={t('WEB_STAKEHOLDERS_SEARCH')}
      filters={
        <>
          <KeyedFilter list={list} name="kind" label={t('WEB_STAKEHOLDER_KIND')} keys={stakeholderKindKeys} />
          <KeyedFilter list={list} name="role" label={t('WEB_STAKEHOLDER_ROLE')} keys={stakeholderRoleKeys} />
          <ActiveFilter list={list} />
        </>
      }
      picker
      canExport={canExport}
      fileName="stakeholders"
      fetchPage={(page, pageSize) => listStakeholders(apiClient, screen.companyId, { ...list.query, page, pageSize })}
    >
      {mayWrite && (
        <NewLinks
          links={[
            { to: '/stakeholders/import', label: t('WEB_IMPORT_STAKEHOLDERS'), testId: 'stakeholders-import' },
            { to: '/stakeholders/create', label: t('WEB_STAKEHOLDERS_NEW'), testId: 'stakeholders-create' },
          ]}
        />
      )}
    </ScreenToolbar>
  );
}
