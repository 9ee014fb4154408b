import { useQuery } from '@tanstack/react-query';
import { useRoleMay } from '../../lib/session/use-role-may.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { ScreenResults } from '../../ui/list/screen-results.tsx';
import { useListScreen } from '../../ui/list/use-list-screen.ts';
import { listStakeholdersQuery } from './api.ts';
import { stakeholderColumns } from './stakeholder-columns.tsx';
import { stakeholderListSpec } from './stakeholder-list-spec.ts';
import { StakeholderListToolbar } from './stakeholder-list-toolbar.tsx';
import './stakeholders.css';

/** /stakeholders: the company's customers and suppliers, paged, sorted, searched and filtered on the server. */
export function StakeholderListScreen() {
  const screen = useListScreen({
    spec: stakeholderListSpec,
    columns: stakeholderColumns,
    id: 'stakeholders',
  });
  const { t } = screen;
  const mayWrite = useRoleMay(screen.companyId, 'stakeholders', 'write');
  const query = useQuery(listStakeholdersQuery(screen.companyId, screen.list.query));
  const canExport = (query.data?.meta.total ?? 0) > 0;
  return (
    <div className="stakeholder-list">
      <StakeholderListToolbar screen={screen} canExport={canExport} />
      <ScreenResults
        screen={screen}
        query={query}
        caption={t('WEB_NAV_STAKEHOLDERS')}
        empty={{ title: t('WEB_STAKEHOLDERS_EMPTY_TITLE'), body: t('WEB_STAKEHOLDERS_EMPTY_BODY') }}
        action={
          mayWrite && (
            <ButtonLink to="/stakeholders/create" data-testid="stakeholders-empty-create">
              {t('WEB_STAKEHOLDERS_CREATE_FIRST')}
            </ButtonLink>
          )
        }
      />
    </div>
  );
}
