import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { localDigits } from '../../../lib/format/digits.ts';
import { ReportFrame } from '../report-frame.tsx';
import { dateParam } from '../report-params.ts';
import { useReportScreen } from '../report-screen.tsx';
import { LegalBookChecks } from './legal-book-checks.tsx';
import { LegalBookPrint, useLegalPrintHeader } from './legal-book-print.tsx';
import { journalModel } from './legal-book-models.ts';
import { LegalBookPdfButton } from './legal-book-pdf-button.tsx';
import { legalJournalQuery } from './legal-books-queries.ts';

/**
 * /accounting/reports/legal-journal: the legal journal (دفتر روزنامه) of a period as the book is written, a row per
 * kol and side per day or month, page by page with the totals carried from page to page, under the checks.
 */
export function LegalJournalScreen() {
  const { t, language, companyId, params, periodText } = useReportScreen();
  const from = dateParam(params, 'from');
  const to = dateParam(params, 'to');
  const query = useQuery(legalJournalQuery(companyId, { from, to }));
  const journal = query.data;
  const header = useLegalPrintHeader(journal?.period.fiscalYearId);
  const model = useMemo(() => {
    if (!journal) return undefined;
    const registration = journal.settings.journal.registrationNumber;
    const title = [
      t('WEB_PAGE_ACC_LEGAL_JOURNAL'),
      periodText(journal.period),
      registration ? t('WEB_LEGAL_REGISTERED_AS', { number: localDigits(registration, language) }) : null,
    ]
      .filter(Boolean)
      .join(' — ');
    return journalModel(journal, { t, language }, title);
  }, [journal, t, language, periodText]);
  return (
    <ReportFrame
      testId="legal-journal"
      query={query}
      model={model}
      period="range"
      summary={journal && <LegalBookChecks checks={journal.checks} />}
      actions={journal && <LegalBookPdfButton book="journal" period={journal.period} disabled={!model?.rows.length} />}
      print={(shown) => header && <LegalBookPrint model={shown} book={t('WEB_LEGAL_JOURNAL_BOOK')} header={header} />}
      printReady={header !== undefined}
    />
  );
}
