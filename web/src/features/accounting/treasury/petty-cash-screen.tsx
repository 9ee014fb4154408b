import type { PettyCashSettlement } from '@daftar/contracts/endpoints/treasury-schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { TreasuryDocumentList } from './document-list.tsx';
import { PlacesScreen } from './places-screen.tsx';
import { SettlementDialog } from './settlement-dialog.tsx';
import { TransferDialog } from './transfer-dialog.tsx';
import { apiClient, settlementsQuery, treasuryClient } from './treasury-queries.ts';
import { type TreasuryColumn, useTreasuryScreen } from './treasury-parts.tsx';
import { pageOf } from '../../../lib/routing/page-param.ts';

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
  const { t, companyId, params, formatRials, date } = useTreasuryScreen();
  const query = useQuery(settlementsQuery(companyId, { page: pageOf(params, 'settlements'), pageSize: 10 }));
  const columns: TreasuryColumn<PettyCashSettlement>[] = [
    { key: 'date', header: t('WEB_TREASURY_DATE'), cell: (row) => date(row.date) },
    { key: 'holder', header: t('WEB_TREASURY_HOLDER'), cell: (row) => row.holder.name },
    {
      key: 'lines',
      header: t('WEB_TREASURY_EXPENSES'),
      cell: (row) => row.lines.map((line) => line.description ?? line.accountName).join('، '),
    },
    { key: 'total', header: t('WEB_TREASURY_TOTAL'), numeric: true, cell: (row) => formatRials(row.total) },
  ];
  return (
    <section className="treasury" aria-labelledby="settlements-title" data-testid="petty-settlements">
      <h2 id="settlements-title" className="treasury-heading">
        {t('WEB_TREASURY_SETTLEMENTS')}
      </h2>
      <TreasuryDocumentList
        query={query}
        columns={columns}
        cancel={(company, id) => treasuryClient.cancelPettyCashSettlement(apiClient, company, id)}
        cancelTitle={t('WEB_TREASURY_CANCEL_SETTLEMENT_TITLE')}
        empty={<p className="treasury-none">{t('WEB_TREASURY_EMPTY_SETTLEMENTS')}</p>}
        testId="settlements"
        caption={t('WEB_TREASURY_SETTLEMENTS')}
        pageParam="settlements"
      />
    </section>
  );
}
