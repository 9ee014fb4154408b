import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { useListState } from '../../lib/list/use-list-state.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { Button } from '../../ui/button.tsx';
import { DataTable } from '../../ui/data-table/data-table.tsx';
import { toTableColumns } from '../../ui/list/list-columns.tsx';
import { ListEmptyState } from '../../ui/list/list-empty-state.tsx';
import { useVisibleColumns } from '../../ui/list/use-visible-columns.ts';
import { useErrorText } from '../common/use-error-text.ts';
import { stakeholderListQuery } from './api.ts';
import { currentCompanyId } from './company.ts';
import { stakeholderColumns } from './stakeholder-columns.tsx';
import { stakeholderListSpec } from './stakeholder-list-spec.ts';
import { StakeholderListToolbar } from './stakeholder-list-toolbar.tsx';
import './stakeholders.css';

const noRows: never[] = [];

/** /stakeholders: the company's customers and suppliers, paged, sorted, searched and filtered on the server. */
export function StakeholderListScreen() {
  const t = useT();
  const errorText = useErrorText();
  const { language } = useLanguage();
  const companyId = currentCompanyId();
  const list = useListState(stakeholderListSpec);
  const { data, error, isFetching, refetch } = useQuery({
    ...stakeholderListQuery(companyId, list.query),
    placeholderData: keepPreviousData,
  });
  const format = useMemo(() => ({ t, language }), [t, language]);
  const shown = useVisibleColumns('stakeholders', stakeholderColumns);
  const columns = useMemo(() => toTableColumns(shown.visible, format), [shown.visible, format]);
  const total = data?.meta.total ?? 0;

  function body() {
    if (error && !data) {
      return (
        <ListEmptyState
          title={t('WEB_LIST_LOAD_FAILED')}
          body={errorText(error)}
          action={
            <Button variant="outline" loading={isFetching} onClick={() => void refetch()}>
              {t('WEB_LIST_RETRY')}
            </Button>
          }
        />
      );
    }
    if (data && total === 0 && !isFetching) {
      return list.filtered ? (
        <ListEmptyState
          title={t('WEB_LIST_NO_MATCHES_TITLE')}
          body={t('WEB_LIST_NO_MATCHES_BODY')}
          action={
            <Button variant="outline" onClick={list.clearFilters}>
              {t('WEB_LIST_CLEAR_FILTERS')}
            </Button>
          }
        />
      ) : (
        <ListEmptyState
          title={t('WEB_STAKEHOLDERS_EMPTY_TITLE')}
          body={t('WEB_STAKEHOLDERS_EMPTY_BODY')}
          action={
            <ButtonLink to="/stakeholders/create" data-testid="stakeholders-empty-create">
              {t('WEB_STAKEHOLDERS_CREATE_FIRST')}
            </ButtonLink>
          }
        />
      );
    }
    return (
      <>
        <p className="list-summary" aria-live="polite" data-testid="list-total">
          {data ? t('WEB_LIST_TOTAL', { count: formatAmount(total, language) }) : t('WEB_LOADING')}
        </p>
        <DataTable
          caption={t('WEB_NAV_STAKEHOLDERS')}
          hideCaption
          columns={columns}
          data={data?.data ?? noRows}
          getRowId={(row) => String(row.id)}
          rowCount={total}
          loading={isFetching}
          {...list.table}
        />
      </>
    );
  }

  return (
    <div className="stakeholder-list">
      <StakeholderListToolbar list={list} format={format} columns={shown} canExport={total > 0} />
      {body()}
    </div>
  );
}
