import { useT } from '../../i18n/use-t.ts';
import type { Stakeholder } from '@daftar/contracts/endpoints/stakeholders';
import { apiClient } from '../../lib/api/client.ts';
import { fetchStakeholderPage } from '../../lib/api/stakeholders.ts';
import { exportListCsv } from '../../lib/csv/export-list-csv.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import type { ListStateHandleOf } from '../../lib/list/use-list-state.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { ColumnPicker } from '../../ui/list/column-picker.tsx';
import { ExportButton } from '../../ui/list/export-button.tsx';
import { FilterSelect } from '../../ui/list/filter-select.tsx';
import { type CellFormat, toCsvColumns } from '../../ui/list/list-columns.tsx';
import { ListToolbar } from '../../ui/list/list-toolbar.tsx';
import { SearchBox } from '../../ui/list/search-box.tsx';
import type { VisibleColumns } from '../../ui/list/use-visible-columns.ts';
import { notify } from '../../ui/toast/notify.tsx';
import { currentCompanyId } from './company.ts';
import { stakeholderColumns } from './stakeholder-columns.tsx';
import { stakeholderKindKeys, type stakeholderListSpec, stakeholderRoleKeys } from './stakeholder-list-spec.ts';

export interface StakeholderListToolbarProps {
  list: ListStateHandleOf<typeof stakeholderListSpec>;
  format: CellFormat;
  /** The columns the user shows (the export writes those) and the picker's state. */
  columns: VisibleColumns<Stakeholder>;
  canExport: boolean;
}

/** Search (name, code, mobile), the kind, role and status filters, the CSV export and "new". */
export function StakeholderListToolbar({ list, format, columns, canExport }: StakeholderListToolbarProps) {
  const t = useT();
  const { language } = format;
  const { filters } = list.state;

  async function exportCsv() {
    const companyId = currentCompanyId();
    const count = await exportListCsv({
      fileName: 'stakeholders',
      columns: toCsvColumns(columns.visible, format),
      fetchPage: (page, pageSize) => fetchStakeholderPage(apiClient, companyId, { ...list.query, page, pageSize }),
    });
    void notify.success(t('WEB_LIST_EXPORTED', { count: formatAmount(count, language) }));
  }

  return (
    <ListToolbar
      label={t('WEB_LIST_TOOLBAR')}
      search={<SearchBox value={list.state.q} onSearch={list.setSearch} label={t('WEB_STAKEHOLDERS_SEARCH')} />}
      filters={
        <>
          <FilterSelect
            label={t('WEB_STAKEHOLDER_KIND')}
            value={filters.kind}
            allLabel={t('WEB_LIST_FILTER_ALL')}
            options={[
              { value: 'INDIVIDUAL', label: t(stakeholderKindKeys.INDIVIDUAL) },
              { value: 'BUSINESS', label: t(stakeholderKindKeys.BUSINESS) },
            ]}
            onChange={(value) => list.setFilter('kind', value)}
            testId="filter-kind"
          />
          <FilterSelect
            label={t('WEB_STAKEHOLDER_ROLE')}
            value={filters.role}
            allLabel={t('WEB_LIST_FILTER_ALL')}
            options={[
              { value: 'customer', label: t(stakeholderRoleKeys.customer) },
              { value: 'supplier', label: t(stakeholderRoleKeys.supplier) },
            ]}
            onChange={(value) => list.setFilter('role', value)}
            testId="filter-role"
          />
          <FilterSelect
            label={t('WEB_LIST_STATUS')}
            value={filters.active}
            allLabel={t('WEB_LIST_FILTER_ALL')}
            options={[
              { value: 'true', label: t('WEB_LIST_ACTIVE') },
              { value: 'false', label: t('WEB_LIST_INACTIVE') },
            ]}
            onChange={(value) => list.setFilter('active', value)}
            testId="filter-active"
          />
        </>
      }
      actions={
        <>
          <ColumnPicker columns={stakeholderColumns} hidden={columns.hidden} onToggle={columns.toggle} />
          {canExport && <ExportButton onExport={exportCsv} />}
          <ButtonLink to="/stakeholders/create" data-testid="stakeholders-create">
            {t('WEB_STAKEHOLDERS_NEW')}
          </ButtonLink>
        </>
      }
    />
  );
}
