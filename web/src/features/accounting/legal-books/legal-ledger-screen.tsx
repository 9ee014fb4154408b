import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SelectField } from '../../../ui/fields/select-field.tsx';
import { accountName } from '../account-picker.tsx';
import { ReportFrame } from '../report-frame.tsx';
import { dateParam } from '../report-params.ts';
import { accountsQuery } from '../report-queries.ts';
import { useReportScreen } from '../report-screen.tsx';
import { LegalBookChecks } from './legal-book-checks.tsx';
import { LegalBookPrint, useLegalPrintHeader } from './legal-book-print.tsx';
import { ledgerModel } from './legal-book-models.ts';
import { LegalBookPdfButton } from './legal-book-pdf-button.tsx';
import { legalLedgerQuery } from './legal-books-queries.ts';

/**
 * /accounting/reports/legal-ledger: the legal ledger (دفتر کل), each kol on its own pages, a row per journal row
 * with the journal's page and line and the running balance on its side; one kol (`?accountId=`) or all of them.
 */
export function LegalLedgerScreen() {
  const { t, language, companyId, params, set, periodText } = useReportScreen();
  const from = dateParam(params, 'from');
  const to = dateParam(params, 'to');
  const accountId = Number(params.get('accountId')) || undefined;
  const query = useQuery(legalLedgerQuery(companyId, { from, to, accountId }));
  const accounts = useQuery(accountsQuery(companyId));
  const kols = (accounts.data ?? []).filter((account) => account.level === 'KOL');
  const ledger = query.data;
  const header = useLegalPrintHeader(ledger?.period.fiscalYearId);
  const model = useMemo(
    () =>
      ledger &&
      ledgerModel(ledger, { t, language }, `${t('WEB_PAGE_ACC_LEGAL_LEDGER')} — ${periodText(ledger.period)}`),
    [ledger, t, language, periodText],
  );
  return (
    <ReportFrame
      testId="legal-ledger"
      query={query}
      model={model}
      period="range"
      filters={
        <SelectField
          label={t('WEB_LEGAL_KOL')}
          name="accountId"
          value={accountId ? String(accountId) : ''}
          options={[
            { value: '', label: t('WEB_LEGAL_EVERY_KOL') },
            ...kols.map((kol) => ({ value: String(kol.id), label: `${kol.code} — ${accountName(kol, language)}` })),
          ]}
          onChange={(event) => set({ accountId: event.target.value || null })}
          data-testid="legal-ledger-kol"
        />
      }
      summary={ledger && <LegalBookChecks checks={ledger.checks} />}
      actions={
        ledger && (
          <LegalBookPdfButton
            book="ledger"
            period={ledger.period}
            accountId={accountId}
            disabled={!model?.rows.length}
          />
        )
      }
      print={(shown) => header && <LegalBookPrint model={shown} book={t('WEB_LEGAL_LEDGER_BOOK')} header={header} />}
      printReady={header !== undefined}
    />
  );
}
