import type { PettyCashSettlement } from '@daftar/contracts/endpoints/treasury-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/modal/confirm-dialog.tsx';
import { notify } from '../../../ui/toast/notify.tsx';
import { PlacesScreen } from './places-screen.tsx';
import { SettlementDialog } from './settlement-dialog.tsx';
import { TransferDialog } from './transfer-dialog.tsx';
import { apiClient, settlementsQuery, treasuryClient, treasuryMutation } from './treasury-queries.ts';
import {
  ListState,
  pageOf,
  type TreasuryColumn,
  TreasuryPager,
  TreasuryTable,
  useTreasuryScreen,
  VoucherLink,
} from './treasury-parts.tsx';

/**
 * /accounting/petty-cash: the holders with their balances and limits (their statements below when chosen), an
 * advance or replenishment from a cash box or bank, the holder's expenses settled to expense accounts, and the
 * settlements so far (server-paged, ?settlements=), each cancellable.
 */
export function PettyCashScreen() {
  const { t } = useTreasuryScreen();
  const [dialog, setDialog] = useState<'ADVANCE' | 'REPLENISHMENT' | 'SETTLE' | null>(null);
  return (
    <>
      <PlacesScreen
        kind="PETTY_CASH"
        actions={
          <>
            <Button variant="outline" onClick={() => setDialog('ADVANCE')} data-testid="petty-advance">
              {t('WEB_TREASURY_ADVANCE')}
            </Button>
            <Button variant="outline" onClick={() => setDialog('SETTLE')} data-testid="petty-settle">
              {t('WEB_TREASURY_SETTLE')}
            </Button>
            <Button variant="outline" onClick={() => setDialog('REPLENISHMENT')} data-testid="petty-replenish">
              {t('WEB_TREASURY_REPLENISHMENT')}
            </Button>
          </>
        }
      />
      <Settlements />
      {(dialog === 'ADVANCE' || dialog === 'REPLENISHMENT') && (
        <TransferDialog kind={dialog} open onClose={() => setDialog(null)} />
      )}
      {dialog === 'SETTLE' && <SettlementDialog onClose={() => setDialog(null)} />}
    </>
  );
}

function Settlements() {
  const { t, companyId, params, formatRials, date, mayWrite } = useTreasuryScreen();
  const query = useQuery(settlementsQuery(companyId, { page: pageOf(params, 'settlements'), pageSize: 10 }));
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState<PettyCashSettlement | null>(null);
  const cancel = useMutation(
    treasuryMutation(queryClient, companyId, (id: number) =>
      treasuryClient.cancelPettyCashSettlement(apiClient, companyId, id),
    ),
  );
  const list = query.data;
  const columns: TreasuryColumn<PettyCashSettlement>[] = [
    { key: 'date', header: t('WEB_TREASURY_DATE'), cell: (row) => date(row.date) },
    { key: 'holder', header: t('WEB_TREASURY_HOLDER'), cell: (row) => row.holder.name },
    {
      key: 'lines',
      header: t('WEB_TREASURY_EXPENSES'),
      cell: (row) => row.lines.map((line) => line.description ?? line.accountName).join('، '),
    },
    { key: 'total', header: t('WEB_TREASURY_TOTAL'), numeric: true, cell: (row) => formatRials(row.total) },
    {
      key: 'voucher',
      header: t('WEB_TREASURY_VOUCHER'),
      cell: (row) => <VoucherLink id={row.voucherId} number={row.voucherNumber} />,
    },
    {
      key: 'status',
      header: t('WEB_TREASURY_STATUS'),
      cell: (row) =>
        row.status === 'CANCELLED' ? (
          <span className="treasury-cancelled">{t('WEB_TREASURY_CANCELLED')}</span>
        ) : (
          mayWrite && (
            <Button variant="text" size="sm" onClick={() => setCancelling(row)}>
              {t('WEB_TREASURY_CANCEL_DOCUMENT')}
            </Button>
          )
        ),
    },
  ];

  async function confirmCancel() {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync(cancelling.id);
      void notify.success(t('WEB_TREASURY_DOCUMENT_CANCELLED'));
    } catch (error) {
      void notify.error(error);
    } finally {
      setCancelling(null);
    }
  }

  return (
    <section className="treasury" aria-labelledby="settlements-title" data-testid="petty-settlements">
      <h2 id="settlements-title" className="treasury-heading">
        {t('WEB_TREASURY_SETTLEMENTS')}
      </h2>
      {!list ? (
        <ListState error={query.error} retry={query.refetch} />
      ) : list.data.length === 0 ? (
        <p className="treasury-none">{t('WEB_TREASURY_EMPTY_SETTLEMENTS')}</p>
      ) : (
        <>
          <TreasuryTable
            testId="settlements"
            caption={t('WEB_TREASURY_SETTLEMENTS')}
            columns={columns}
            rows={list.data}
            rowKey={(row) => String(row.id)}
          />
          <TreasuryPager meta={list.meta} param="settlements" testId="settlements-pager" />
        </>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('WEB_TREASURY_CANCEL_SETTLEMENT_TITLE')}
        confirmLabel={t('WEB_TREASURY_CANCEL_DOCUMENT')}
        busy={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      >
        {t('WEB_TREASURY_CANCEL_BODY')}
      </ConfirmDialog>
    </section>
  );
}
