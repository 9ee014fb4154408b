import { electronicBookColumns } from '@daftar/contracts/endpoints/accounting-legal-books';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiClient } from '../../../lib/api/client.ts';
import { localDigits } from '../../../lib/format/digits.ts';
import { formatAmount } from '../../../lib/format/format-amount.ts';
import { Button } from '../../../ui/button.tsx';
import { scrollRegion } from '../../../ui/scroll-region.ts';
import { ColumnHeads } from '../../../ui/table/column-heads.tsx';
import { useErrorText } from '../../../ui/use-error-text.ts';
import { dateParam } from '../report-params.ts';
import { ReportPeriodFilters } from '../report-period-filters.tsx';
import { useReportScreen } from '../report-screen.tsx';
import { downloadElectronicFile } from './electronic-file.ts';
import { LegalBookChecks } from './legal-book-checks.tsx';
import { electronicBooksFile } from './legal-books-client.ts';
import { electronicPreviewQuery } from './legal-books-queries.ts';

/**
 * /accounting/reports/legal-books/electronic: the electronic books file of a period (one side of a voucher line per
 * row, in Rials) as a preview under the checks; it downloads once every voucher of the period is final.
 */
export function ElectronicBooksScreen() {
  const { t, language, companyId, params } = useReportScreen();
  const errorText = useErrorText();
  const from = dateParam(params, 'from');
  const to = dateParam(params, 'to');
  const query = useQuery(electronicPreviewQuery(companyId, { from, to }));
  const preview = query.data;
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const allFinal = preview?.checks.find((check) => check.code === 'ALL_FINAL')?.ok ?? false;
  const digits = (value: number) => localDigits(String(value), language);
  const rials = (value: number) => formatAmount(value, language, 'RIAL');

  async function download() {
    setDownloading(true);
    setFailure(null);
    try {
      await downloadElectronicFile(await electronicBooksFile(apiClient, companyId, { from, to }));
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section className="stack" data-testid="electronic-books" aria-busy={query.isFetching}>
      <div className="spread-row report-toolbar report-no-print">
        <div className="filter-bar">
          <ReportPeriodFilters error={query.error} />
        </div>
        <div className="action-bar">
          <Button
            disabled={!preview || !allFinal || preview.rowCount === 0}
            loading={downloading}
            onClick={() => void download()}
            data-testid="electronic-download"
          >
            {t(preview?.format === 'CSV' ? 'WEB_LEGAL_DOWNLOAD_CSV' : 'WEB_LEGAL_DOWNLOAD_XLSX')}
          </Button>
        </div>
      </div>
      {query.error && (
        <p className="report-error" role="alert">
          {errorText(query.error)}
        </p>
      )}
      {failure && (
        <p className="report-error" role="alert" data-testid="electronic-failure">
          {failure}
        </p>
      )}
      {!preview && !query.error && <p className="report-loading">{t('WEB_LOADING')}</p>}
      {preview && (
        <>
          <LegalBookChecks checks={preview.checks} />
          {!allFinal && (
            <p className="report-error" data-testid="electronic-blocked">
              {t('PERIOD_HAS_TEMPORARY_VOUCHERS')}
            </p>
          )}
          <p className="electronic-summary" data-testid="electronic-summary">
            {t('WEB_LEGAL_ELECTRONIC_SUMMARY', {
              rows: digits(preview.rowCount),
              format: preview.format === 'CSV' ? 'CSV' : 'Excel',
              debit: rials(preview.totals.debit),
              credit: rials(preview.totals.credit),
            })}
          </p>
          <div className="table-scroll report-table-scroll" {...scrollRegion(t('WEB_LEGAL_ELECTRONIC_SAMPLE'))}>
            <table className="figure-table report-table" data-testid="electronic-sample">
              <caption className="visually-hidden">{t('WEB_LEGAL_ELECTRONIC_SAMPLE')}</caption>
              <ColumnHeads columns={electronicBookColumns} />
              <tbody>
                {preview.sample.map((row, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the sample is a fixed read-only list of lines without ids
                  <tr key={`${row.voucherNumber}-${index}`}>
                    <td>{digits(row.voucherNumber)}</td>
                    <td>{localDigits(row.voucherDate, language)}</td>
                    <td>{localDigits(row.kolCode, language)}</td>
                    <td data-column="name">{row.kolTitle}</td>
                    <td>{localDigits(row.moeinCode, language)}</td>
                    <td data-column="name">{row.moeinTitle}</td>
                    <td data-column="description">{row.description}</td>
                    <td className="report-num">{rials(row.debit)}</td>
                    <td className="report-num">{rials(row.credit)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
