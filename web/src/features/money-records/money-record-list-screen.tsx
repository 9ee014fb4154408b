import type { MoneyRecordKind } from '@daftar/contracts/endpoints/money-records-schemas';
import { useQuery } from '@tanstack/react-query';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { useAmountUnit } from '../../lib/session/use-amount-unit.ts';
import { useRoleMay } from '../../lib/session/use-role-may.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { AmountTotals } from '../../ui/list/amount-totals.tsx';
import { ScreenResults } from '../../ui/list/screen-results.tsx';
import { useListScreen } from '../../ui/list/use-list-screen.ts';
import { listMoneyRecordsQuery } from './api.ts';
import { MoneyRecordChartsPanel } from './money-record-charts.tsx';
import { moneyRecordColumns } from './money-record-columns.tsx';
import { kindSpecs } from './money-record-kind.ts';
import { moneyRecordListSpec } from './money-record-list-spec.ts';
import { MoneyRecordListToolbar } from './money-record-list-toolbar.tsx';
import './money-records.css';

/** The sums above the list, of every record the search and filters match (all pages). */
const totalLabels = { amount: 'WEB_MONEY_AMOUNT', vat: 'WEB_MONEY_VAT', total: 'WEB_MONEY_TOTAL' };

/** /income and /expense: the year's charts, then a kind's records, paged, sorted and filtered on the server. */
export function MoneyRecordListScreen({ kind }: { kind: MoneyRecordKind }) {
  const spec = kindSpecs[kind];
  const unit = useAmountUnit(requireActiveCompanyId());
  const screen = useListScreen({
    spec: moneyRecordListSpec,
    columns: moneyRecordColumns,
    id: `money-records-${kind}`,
    amountUnit: unit,
  });
  const { t } = screen;
  const query = { ...screen.list.query, kind };
  const page = useQuery(listMoneyRecordsQuery(screen.companyId, query));
  const mayWrite = useRoleMay(screen.companyId, 'money-records', 'write');
  const total = page.data?.meta.total ?? 0;
  return (
    <div className="money-list">
      <MoneyRecordListToolbar
        screen={screen}
        query={query}
        spec={spec}
        canExport={total > 0}
        stakeholderLabel={page.data?.data[0]?.stakeholderName ?? ''}
      />
      <MoneyRecordChartsPanel companyId={screen.companyId} unit={unit} />
      <AmountTotals page={page.data} label="WEB_MONEY_TOTALS" area="money" labels={totalLabels} unit={unit} />
      <ScreenResults
        screen={screen}
        query={page}
        caption={t(spec.nav)}
        empty={{ title: t(spec.emptyTitle), body: t(spec.emptyBody) }}
        action={mayWrite && <ButtonLink to={`${spec.path}/create`}>{t(spec.newLabel)}</ButtonLink>}
      />
    </div>
  );
}
