import type { Account } from '@daftar/contracts/endpoints/accounting-chart';
import { apiClient } from '../../lib/api/client.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { DateFilter } from '../../ui/list/date-filter.tsx';
import { KeyedFilter } from '../../ui/list/filter-select.tsx';
import { ScreenToolbar } from '../../ui/list/screen-toolbar.tsx';
import type { ListScreenOf } from '../../ui/list/use-list-screen.ts';
import { useRoleMay } from '../../lib/session/use-role-may.ts';
import { AccountPicker } from './account-picker.tsx';
import { listVouchers } from './accounting-client-vouchers.ts';
import type { VoucherSummary } from './voucher-columns.tsx';
import type { voucherListSpec } from './voucher-list-spec.ts';
import { voucherStatusKeys } from './voucher-status-badge.tsx';

/** Search in descriptions; status, date range and account filters; the CSV export and "new voucher". */
export function VoucherListToolbar({
  screen,
  canExport,
  accounts,
}: {
  screen: ListScreenOf<typeof voucherListSpec, VoucherSummary>;
  canExport: boolean;
  accounts: readonly Account[];
}) {
  const { t, list } = screen;
  const mayWrite = useRoleMay(screen.companyId, 'accounting', 'write');
  const { filters } = list.state;
  const accountId = filters.accountId ? Number(filters.accountId) : null;
  return (
    <ScreenToolbar
      screen={screen}
      searchLabel={t('WEB_VOUCHER_SEARCH')}
      filters={
        <>
          <KeyedFilter list={list} name="status" label={t('WEB_VOUCHER_STATUS')} keys={voucherStatusKeys} />
          <DateFilter list={list} name="from" label={t('WEB_VOUCHER_FROM')} />
          <DateFilter list={list} name="to" label={t('WEB_VOUCHER_TO')} />
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
      picker
      canExport={canExport}
      fileName="vouchers"
      fetchPage={(page, pageSize) => listVouchers(apiClient, screen.companyId, { ...list.query, page, pageSize })}
    >
      {mayWrite && (
        <ButtonLink to="/accounting/journal-ledger/create" data-testid="voucher-create">
          {t('WEB_VOUCHER_CREATE')}
        </ButtonLink>
      )}
    </ScreenToolbar>
  );
}
