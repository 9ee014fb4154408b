import type { PettyCashSettlement } from '@daftar/contracts/endpoints/treasury-schemas';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { TreasuryDocumentSection } from './document-list.tsx';
import { PlacesScreen } from './places-screen.tsx';
import { SettlementDialog } from './settlement-dialog.tsx';
import { TransferDialog } from './transfer-dialog.tsx';
import { pettyCashSettlements } from './document-kinds.ts';
import { type TreasuryColumn, transferKindKeys, useTreasuryScreen } from './treasury-parts.tsx';

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
              {t(transferKindKeys.ADVANCE)}
            </Button>
            <Button variant="outline" onClick={() => setDialog('SETTLE')} data-testid="petty-settle">
              {t('WEB_TREASURY_SETTLE')}
            </Button>
            <Button variant="outline" onClick={() => setDialog('REPLENISHMENT')} data-testid="petty-replenish">
              {t(transferKindKeys.REPLENISHMENT)}
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
  const { t, formatRials } = useTreasuryScreen();
  const columns: TreasuryColumn<PettyCashSettlement>[] = [
    { key: 'holder', header: t('WEB_TREASURY_HOLDER'), cell: (row) => row.holder.name },
    {
      key: 'lines',
      header: t('WEB_TREASURY_EXPENSES'),
      cell: (row) => row.lines.map((line) => line.description ?? line.accountName).join('، '),
    },
    { key: 'total', header: t('WEB_TREASURY_TOTAL'), numeric: true, cell: (row) => formatRials(row.total) },
  ];
  return <TreasuryDocumentSection kind={pettyCashSettlements} columns={columns} />;
}
