import type { FiscalYear } from '@daftar/contracts/endpoints/accounting-years';
import type { CompanyProfile } from '@daftar/contracts/endpoints/company-profile';
import { useQuery } from '@tanstack/react-query';
import { localDigits } from '../../../lib/format/digits.ts';
import { getCompanyProfileQuery } from '../../../lib/query/company-profile-queries.ts';
import { requireActiveCompanyId } from '../../../lib/session/active-company.ts';
import { useLanguage } from '../../../i18n/language-context.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { listFiscalYearsQuery } from '../voucher-queries.ts';
import type { ReportModel } from '../report-model.ts';
import { ColumnHeads } from '../../../ui/table/column-heads.tsx';
import { printedPages } from './legal-book-print-pages.ts';

export interface LegalPrintHeader {
  profile: CompanyProfile;
  year: FiscalYear | undefined;
}

/**
 * What each printed sheet's header names (the company, its ids, the fiscal year), fetched while the book is on
 * screen: Print lays the sheets out at once, so a header still loading then would be printed blank.
 */
export function useLegalPrintHeader(fiscalYearId: number | undefined): LegalPrintHeader | undefined {
  const companyId = requireActiveCompanyId();
  const profile = useQuery(getCompanyProfileQuery(companyId));
  const years = useQuery(listFiscalYearsQuery(companyId));
  if (!profile.data || !years.data || fiscalYearId === undefined) return undefined;
  return { profile: profile.data, year: years.data.find((each) => each.id === fiscalYearId) };
}

/**
 * A legal book as it is copied or bound: A4, each of the book's pages on a sheet of its own under a header naming
 * the company (national id, economic code), the book, the fiscal year and the page, then the page's rows from its
 * «brought forward» to its «carried forward». Rendered only while printing (ReportFrame's `print`).
 */
export function LegalBookPrint({
  model,
  book,
  header: { profile, year },
}: {
  model: ReportModel;
  book: string;
  header: LegalPrintHeader;
}) {
  const t = useT();
  const { language } = useLanguage();
  const digits = (text: string) => localDigits(text, language);
  // The sheet's header names its page: the page column would repeat it on every row.
  const columns = model.columns.filter((column) => column.key !== 'page');
  const facts = [
    profile.nationalId ? t('WEB_LEGAL_PRINT_NATIONAL_ID', { id: digits(profile.nationalId) }) : null,
    profile.economicCode ? t('WEB_LEGAL_PRINT_ECONOMIC_CODE', { code: digits(profile.economicCode) }) : null,
  ].filter(Boolean);
  return (
    <div className="legal-print" data-testid="legal-book-print">
      {printedPages(model).map((page) => (
        <section key={page.key} className="legal-print-page" data-testid={`legal-print-page-${page.number}`}>
          <header className="legal-print-head">
            <div className="legal-print-company">
              <strong>{profile.name}</strong>
              {facts.map((fact) => (
                <span key={fact}>{fact}</span>
              ))}
            </div>
            <div className="legal-print-book">
              <strong>{book}</strong>
              {year && <span>{t('WEB_LEGAL_PRINT_YEAR', { year: digits(year.name) })}</span>}
              {page.heading && <span>{page.heading}</span>}
            </div>
            <strong className="legal-print-number">
              {t('WEB_LEGAL_PRINT_PAGE', { page: digits(String(page.number)) })}
            </strong>
          </header>
          <table className="legal-print-table">
            <ColumnHeads columns={columns} />
            <tbody>
              {page.rows.map((row) => (
                <tr key={row.key} className={row.kind ? `legal-print-${row.kind}` : undefined}>
                  {columns.map((column) => (
                    <td key={column.key} className={column.numeric ? 'report-num' : undefined} data-column={column.key}>
                      {row.cells[column.key]?.text}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
