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
import { accountsQuery } from './report-queries.ts';
import { voucherColumns } from './voucher-columns.tsx';
import { voucherListSpec } from './voucher-list-spec.ts';
import { VoucherListToolbar } from './voucher-list-toolbar.tsx';
import { listVouchersQuery } from './voucher-queries.ts';
import './voucher.css';

/** /accounting/journal-ledger: the journal's vouchers, paged, sorted and filtered on the server. */
export function VoucherListScreen() {
  const t = useT();
  const { language } = useLanguage();
  const companyId = requireActiveCompanyId();
  const list = useListState(voucherListSpec);
  const query = useQuery(listVouchersQuery(companyId, list.query));
  const accounts = useQuery(accountsQuery(companyId));
  const format = useMemo(() => ({ t, language }), [t, language]);
  const shown = useVisibleColumns('vouchers', voucherColumns);
  const columns = useMemo(() => toTableColumns(shown.visible, format), [shown.visible, format]);

  return (
    <div className="voucher-list">
      <VoucherListToolbar
        list={list}
        format={format}
        companyId={companyId}
        accounts={accounts.data ?? []}
        columns={shown}
        canExport={(query.data?.meta.total ?? 0) > 0}
      />
      <ListResults
        query={query}
        list={list}
        columns={columns}
        caption={t('WEB_PAGE_ACC_JOURNAL_LEDGER')}
        empty={
          <ListEmptyState
            title={t('WEB_VOUCHERS_EMPTY_TITLE')}
            body={t('WEB_VOUCHERS_EMPTY_BODY')}
            action={<ButtonLink to="/accounting/journal-ledger/create">{t('WEB_VOUCHER_CREATE')}</ButtonLink>}
          />
        }
      />
    </div>
  );
}
