import type { FiscalYear } from '@daftar/contracts/endpoints/accounting-years';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import { VoucherEditor } from './voucher-editor.tsx';
import { voucherValues } from './voucher-form-values.ts';
import { accountsQuery, tafsiliQuery } from './report-queries.ts';
import { QueryGate } from './voucher-query-gate.tsx';
import { getVoucherQuery, listFiscalYearsQuery, listVouchersQuery, updateVoucherMutation } from './voucher-queries.ts';
import { VoucherView } from './voucher-view.tsx';
import './voucher.css';

type YearEndKind = 'OPENING' | 'CLOSING';

/** /accounting/opening-balance: the year's opening voucher; editable while it is TEMPORARY (no final vouchers yet). */
export function OpeningBalanceScreen() {
  return <YearEndScreen kind="OPENING" />;
}

/** /accounting/closing-balance: the closing vouchers of a closed year (results closed to equity, then the balances). */
export function ClosingBalanceScreen() {
  return <YearEndScreen kind="CLOSING" />;
}

function YearEndScreen({ kind }: { kind: YearEndKind }) {
  const t = useT();
  const { language } = useLanguage();
  const companyId = requireActiveCompanyId();
  const years = useQuery(listFiscalYearsQuery(companyId));
  const [chosen, setChosen] = useState<number | null>(null);
  const fallback = (list: FiscalYear[]) =>
    kind === 'OPENING'
      ? (list.find((year) => year.status === 'OPEN') ?? list[0])
      : list.find((y) => y.status === 'CLOSED');
  const yearId = chosen ?? (years.data ? fallback(years.data)?.id : undefined) ?? null;

  return (
    <div className="year-end">
      <QueryGate queries={[years]}>
        {() => (
          <>
            <div className="books-toolbar">
              <SelectField
                label={t('WEB_FISCAL_YEAR')}
                value={yearId === null ? '' : String(yearId)}
                onChange={(event) => setChosen(Number(event.target.value))}
                placeholder={yearId === null ? t('WEB_FISCAL_YEAR_CHOOSE') : undefined}
                options={(years.data ?? []).map((year) => ({
                  value: String(year.id),
                  label: localDigits(year.name, language),
                }))}
                data-testid="year-end-year"
              />
            </div>
            {yearId === null ? (
              <p data-testid="year-end-none">{t(kind === 'OPENING' ? 'WEB_OPENING_NONE' : 'WEB_CLOSING_NONE')}</p>
            ) : (
              <YearEndVouchers key={yearId} kind={kind} fiscalYearId={yearId} />
            )}
          </>
        )}
      </QueryGate>
    </div>
  );
}

function YearEndVouchers({ kind, fiscalYearId }: { kind: YearEndKind; fiscalYearId: number }) {
  const t = useT();
  const companyId = requireActiveCompanyId();
  const found = useQuery(listVouchersQuery(companyId, { page: 1, pageSize: 20, sort: 'number', kind, fiscalYearId }));
  return (
    <QueryGate queries={[found]}>
      {() =>
        found.data && found.data.data.length > 0 ? (
          found.data.data.map((voucher) => <YearEndVoucher key={voucher.id} id={voucher.id} />)
        ) : (
          <p data-testid="year-end-none">{t(kind === 'OPENING' ? 'WEB_OPENING_NONE' : 'WEB_CLOSING_NONE')}</p>
        )
      }
    </QueryGate>
  );
}

function YearEndVoucher({ id }: { id: number }) {
  const t = useT();
  const { language } = useLanguage();
  const companyId = requireActiveCompanyId();
  const voucher = useQuery(getVoucherQuery(companyId, id));
  const accounts = useQuery(accountsQuery(companyId));
  const tafsili = useQuery(tafsiliQuery(companyId));
  const save = useMutation(updateVoucherMutation(useQueryClient(), companyId, id));
  return (
    <QueryGate queries={[voucher, accounts, tafsili]}>
      {() => {
        const record = voucher.data;
        if (!record) return null;
        const chart = accounts.data ?? [];
        const details = tafsili.data ?? [];
        if (record.kind === 'OPENING' && record.status === 'TEMPORARY')
          return (
            <VoucherEditor
              key={`${record.id}-${record.updatedAt}`}
              initial={voucherValues(record, language)}
              voucher={record}
              accounts={chart}
              tafsili={details}
              save={save.mutateAsync}
              onSaved={(saved) =>
                void notify.success(t('WEB_VOUCHER_SAVED', { number: localDigits(String(saved.number), language) }))
              }
              cancelTo="/accounting/operations"
            />
          );
        return <VoucherView voucher={record} accounts={chart} tafsili={details} />;
      }}
    </QueryGate>
  );
}
