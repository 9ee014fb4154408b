import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useListState } from '../../lib/list/use-list-state.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { toTableColumns } from '../../ui/list/list-columns.tsx';
import { ListEmptyState } from '../../ui/list/list-empty-state.tsx';
import { ListResults } from '../../ui/list/list-results.tsx';
import { useVisibleColumns } from '../../ui/list/use-visible-columns.ts';
import { listStakeholdersQuery } from './api.ts';
import { stakeholderColumns } from './stakeholder-columns.tsx';
import { stakeholderListSpec } from './stakeholder-list-spec.ts';
import { StakeholderListToolbar } from './stakeholder-list-toolbar.tsx';
import './stakeholders.css';

/** /stakeholders: the company's customers and suppliers, paged, sorted, searched and filtered on the server. */
export function StakeholderListScreen() {
  const t = useT();
  const { language } = useLanguage();
  const companyId = requireActiveCompanyId();
  const list = useListState(stakeholderListSpec);
  const query = useQuery(listStakeholdersQuery(companyId, list.query));
  const format = useMemo(() => ({ t, language }), [t, language]);
  const shown = useVisibleColumns('stakeholders', stakeholderColumns);
  const columns = useMemo(() => toTableColumns(shown.visible, format), [shown.visible, format]);

  return (
    <div className="stakeholder-list">
      <StakeholderListToolbar
        list={list}
        format={format}
        companyId={companyId}
        columns={shown}
        canExport={(query.data?.meta.total ?? 0) > 0}
      />
      <ListResults
        query={query}
        list={list}
        columns={columns}
        caption={t('WEB_NAV_STAKEHOLDERS')}
        empty={
          <ListEmptyState
            title={t('WEB_STAKEHOLDERS_EMPTY_TITLE')}
            body={t('WEB_STAKEHOLDERS_EMPTY_BODY')}
            action={
              <ButtonLink to="/stakeholders/create" data-testid="stakeholders-empty-create">
                {t('WEB_STAKEHOLDERS_CREATE_FIRST')}
              </ButtonLink>
            }
          />
        }
      />
    </div>
  );
}
