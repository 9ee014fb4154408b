import { useQuery } from '@tanstack/react-query';
import { useRoleMay } from '../../lib/session/use-role-may.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { ScreenResults } from '../../ui/list/screen-results.tsx';
import { useListScreen } from '../../ui/list/use-list-screen.ts';
import { useAmountUnit } from './amount-unit.ts';
import { accountsQuery } from './report-queries.ts';
import { voucherColumns } from './voucher-columns.tsx';
import { voucherListSpec } from './voucher-list-spec.ts';
import { VoucherListToolbar } from './voucher-list-toolbar.tsx';
import { listVouchersQuery } from './voucher-queries.ts';
import './voucher.css';

/** /accounting/journal-ledger: the journal's vouchers, paged, sorted and filtered on the server. */
export function VoucherListScreen() {
  const { unit } = useAmountUnit();
  const screen = useListScreen({
    spec: voucherListSpec,
    columns: voucherColumns,
    id: 'vouchers',
    amountUnit: unit,
  });
  const { t } = screen;
  const mayWrite = useRoleMay(screen.companyId, 'accounting', 'write');
  const query = useQuery(listVouchersQuery(screen.companyId, screen.list.query));
  const canExport = (query.data?.meta.total ?? 0) > 0;
  const accounts = useQuery(accountsQuery(screen.companyId));
  return (
    <div className="voucher-list">
      <VoucherListToolbar screen={screen} canExport={canExport} accounts={accounts.data ?? []} />
      <ScreenResults
        screen={screen}
        query={query}
        caption={t('WEB_PAGE_ACC_JOURNAL_LEDGER')}
        empty={{ title: t('WEB_VOUCHERS_EMPTY_TITLE'), body: t('WEB_VOUCHERS_EMPTY_BODY') }}
        action={mayWrite && <ButtonLink to="/accounting/journal-ledger/create">{t('WEB_VOUCHER_CREATE')}</ButtonLink>}
      />
    </div>
  );
}
