import type { Stakeholder } from '@daftar/contracts/endpoints/stakeholders';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { listStakeholders } from './stakeholders-client.ts';
import type { ListStateHandleOf } from '../../lib/list/use-list-state.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { ActiveFilter } from '../../ui/list/active-filter.tsx';
import { ColumnPicker } from '../../ui/list/column-picker.tsx';
import { ExportButton } from '../../ui/list/export-button.tsx';
import { FilterSelect } from '../../ui/list/filter-select.tsx';
import type { CellFormat } from '../../ui/list/list-columns.tsx';
import { ListToolbar } from '../../ui/list/list-toolbar.tsx';
import type { VisibleColumns } from '../../ui/list/use-visible-columns.ts';
import { stakeholderColumns } from './stakeholder-columns.tsx';
import { stakeholderKindKeys, type stakeholderListSpec, stakeholderRoleKeys } from './stakeholder-list-spec.ts';

export interface StakeholderListToolbarProps {
  list: ListStateHandleOf<typeof stakeholderListSpec>;
  format: CellFormat;
  companyId: number;
  /** The columns the user shows (the export writes those) and the picker's state. */
  columns: VisibleColumns<Stakeholder>;
  canExport: boolean;
}

/** Search (name, code, mobile), the kind, role and status filters, the CSV export and "new". */
export function StakeholderListToolbar({ list, format, companyId, columns, canExport }: StakeholderListToolbarProps) {
  const t = useT();
  const { filters } = list.state;

  return (
    <ListToolbar
      list={list}
      searchLabel={t('WEB_STAKEHOLDERS_SEARCH')}
      filters={
        <>
          <FilterSelect
            label={t('WEB_STAKEHOLDER_KIND')}
            value={filters.kind}
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
            options={[
              { value: 'customer', label: t(stakeholderRoleKeys.customer) },
              { value: 'supplier', label: t(stakeholderRoleKeys.supplier) },
            ]}
            onChange={(value) => list.setFilter('role', value)}
            testId="filter-role"
          />
          <ActiveFilter list={list} />
        </>
      }
      actions={
        <>
          <ColumnPicker columns={stakeholderColumns} hidden={columns.hidden} onToggle={columns.toggle} />
          {canExport && (
            <ExportButton
              fileName="stakeholders"
              columns={columns.visible}
              format={format}
              fetchPage={(page, pageSize) => listStakeholders(apiClient, companyId, { ...list.query, page, pageSize })}
            />
          )}
          <ButtonLink to="/stakeholders/create" data-testid="stakeholders-create">
            {t('WEB_STAKEHOLDERS_NEW')}
          </ButtonLink>
        </>
      }
    />
  );
}
