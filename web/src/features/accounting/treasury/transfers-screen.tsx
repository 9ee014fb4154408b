import { type TreasuryTransfer, treasuryTransferKinds } from '@daftar/contracts/endpoints/treasury-schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { SegmentedField } from '../../../ui/fields/segmented-field.tsx';
import { ListEmptyState } from '../../../ui/list/list-empty-state.tsx';
import { dateParam, oneOfParam } from '../report-params.ts';
import { ReportPeriodFilters } from '../report-period-filters.tsx';
import { TreasuryDocumentList } from './document-list.tsx';
import { TransferDialog } from './transfer-dialog.tsx';
import { treasuryClient, treasuryTransfersQuery } from './treasury-queries.ts';
import { type TreasuryColumn, transferKindKeys, useTreasuryScreen } from './treasury-parts.tsx';
import { pageOf } from '../../../lib/routing/page-param.ts';

const pageSize = 20;
const kinds = ['ALL', ...treasuryTransferKinds] as const;
const kindKey = (kind: (typeof kinds)[number]) => (kind === 'ALL' ? 'WEB_TREASURY_ALL' : transferKindKeys[kind]);

/**
 * /accounting/transfer-money: money moved between cash boxes, banks and petty cash, newest first, filtered by kind
 * and a Jalali period in the URL, server-paged with the totals of every match; a new transfer in a dialog; each
 * row's voucher in the journal, and its cancellation after confirmation.
 */
export function TransfersScreen() {
  const { t, companyId, params, set, formatRials, mayWrite } = useTreasuryScreen();
  const kind = oneOfParam(params, 'kind', kinds, 'ALL');
  const query = useQuery(
    treasuryTransfersQuery(companyId, {
      kind: kind === 'ALL' ? undefined : kind,
      from: dateParam(params, 'from'),
      to: dateParam(params, 'to'),
      page: pageOf(params, 'page'),
      pageSize,
      sort: '-date',
    }),
  );
  const [creating, setCreating] = useState(false);
  const columns: TreasuryColumn<TreasuryTransfer>[] = [
    { key: 'kind', header: t('WEB_TREASURY_KIND'), cell: (row) => t(transferKindKeys[row.kind]) },
    { key: 'from', header: t('WEB_TREASURY_FROM'), cell: (row) => row.from.name },
    { key: 'to', header: t('WEB_TREASURY_TO'), cell: (row) => row.to.name },
    { key: 'amount', header: t('WEB_TREASURY_AMOUNT'), numeric: true, cell: (row) => formatRials(row.amount) },
    {
      key: 'fee',
      header: t('WEB_TREASURY_FEE'),
      numeric: true,
      cell: (row) => (row.fee > 0 ? formatRials(row.fee) : ''),
    },
    {
      key: 'description',
      header: t('WEB_TREASURY_DESCRIPTION'),
      cell: (row) => row.description ?? row.reference ?? '',
    },
  ];

  return (
    <section className="treasury" data-testid="treasury-transfers">
      <div className="treasury-toolbar">
        <div className="filter-bar">
          <SegmentedField
            legend={t('WEB_TREASURY_KIND')}
            name="kind"
            value={kind}
            options={kinds.map((value) => ({ value, label: t(kindKey(value)) }))}
            onChange={(next) => set({ kind: next === 'ALL' ? null : next, page: null })}
            testId="transfers-kind"
          />
          <ReportPeriodFilters error={query.error} />
        </div>
        {mayWrite && (
          <div className="treasury-actions">
            <Button onClick={() => setCreating(true)} data-testid="transfer-new">
              {t('WEB_TREASURY_NEW_TRANSFER')}
            </Button>
          </div>
        )}
      </div>
      <TreasuryDocumentList
        query={query}
        columns={columns}
        cancel={treasuryClient.cancelTreasuryTransfer}
        cancelTitle={t('WEB_TREASURY_CANCEL_TRANSFER_TITLE')}
        empty={<ListEmptyState title={t('WEB_TREASURY_EMPTY_TRANSFERS')} />}
        testId="transfers"
        caption={t('WEB_PAGE_ACC_TRANSFER_MONEY')}
        pageParam="page"
        rowTestId="transfer"
        totals={(page) => ({
          date: t('WEB_TREASURY_TOTALS'),
          amount: <span data-testid="transfers-total-amount">{formatRials(page.totals.amount)}</span>,
          fee: formatRials(page.totals.fee),
        })}
      />
      {creating && <TransferDialog kind="TRANSFER" open onClose={() => setCreating(false)} />}
    </section>
  );
}
