import type { Account } from '@daftar/contracts/endpoints/accounting-chart';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import type { ListStateHandleOf } from '../../lib/list/use-list-state.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { DateField } from '../../ui/fields/date-field.tsx';
import { ColumnPicker } from '../../ui/list/column-picker.tsx';
import { ExportButton } from '../../ui/list/export-button.tsx';
import { FilterSelect } from '../../ui/list/filter-select.tsx';
import type { CellFormat } from '../../ui/list/list-columns.tsx';
import { ListToolbar } from '../../ui/list/list-toolbar.tsx';
import type { VisibleColumns } from '../../ui/list/use-visible-columns.ts';
import { AccountPicker } from './account-picker.tsx';
import { listVouchers } from './accounting-client-vouchers.ts';
import { voucherColumns, type VoucherSummary } from './voucher-columns.tsx';
import type { voucherListSpec } from './voucher-list-spec.ts';
import { voucherStatusKeys } from './voucher-status-badge.tsx';

export interface VoucherListToolbarProps {
  list: ListStateHandleOf<typeof voucherListSpec>;
  format: CellFormat;
  companyId: number;
  accounts: readonly Account[];
  columns: VisibleColumns<VoucherSummary>;
  canExport: boolean;
}

/** Search in descriptions; status, date range and account filters; the CSV export and "new voucher". */
export function VoucherListToolbar({ list, format, companyId, accounts, columns, canExport }: VoucherListToolbarProps) {
  const t = useT();
  const { filters } = list.state;
  const accountId = filters.accountId ? Number(filters.accountId) : null;
  return (
    <ListToolbar
      list={list}
      searchLabel={t('WEB_VOUCHER_SEARCH')}
      filters={
        <>
          <FilterSelect
            label={t('WEB_VOUCHER_STATUS')}
            value={filters.status}
            options={[
              { value: 'TEMPORARY', label: t(voucherStatusKeys.TEMPORARY) },
              { value: 'FINAL', label: t(voucherStatusKeys.FINAL) },
            ]}
            onChange={(value) => list.setFilter('status', value)}
            testId="filter-status"
          />
          <div className="voucher-filter-date">
            <DateField
              label={t('WEB_VOUCHER_FROM')}
              value={filters.from ?? ''}
              onChange={(iso) => list.setFilter('from', iso || undefined)}
              hint=" "
              data-testid="filter-from"
            />
          </div>
          <div className="voucher-filter-date">
            <DateField
              label={t('WEB_VOUCHER_TO')}
              value={filters.to ?? ''}
              onChange={(iso) => list.setFilter('to', iso || undefined)}
              hint=" "
              data-testid="filter-to"
            />
          </div>
          <div className="voucher-filter-account">
            <AccountPicker
              accounts={accounts}
              value={accountId}
              onChange={(id) => list.setFilter('accountId', id === null ? undefined : String(id))}
              label={t('WEB_VOUCHER_ACCOUNT')}
              placeholder={t('WEB_LIST_FILTER_ALL')}
              data-testid="filter-account"
            />
          </div>
        </>
      }
      actions={
        <>
          <ColumnPicker columns={voucherColumns} hidden={columns.hidden} onToggle={columns.toggle} />
          {canExport && (
            <ExportButton
              fileName="vouchers"
              columns={columns.visible}
              format={format}
              fetchPage={(page, pageSize) => listVouchers(apiClient, companyId, { ...list.query, page, pageSize })}
            />
          )}
          <ButtonLink to="/accounting/journal-ledger/create" data-testid="voucher-create">
            {t('WEB_VOUCHER_CREATE')}
          </ButtonLink>
        </>
      }
    />
  );
}
