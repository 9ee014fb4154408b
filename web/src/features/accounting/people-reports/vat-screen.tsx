import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { localDigits } from '../../../lib/format/digits.ts';
import { formatDate } from '../../../lib/format/format-date.ts';
import { FilterSelect } from '../../../ui/list/filter-select.tsx';
import { ReportFrame } from '../report-frame.tsx';
import { idParam } from '../report-params.ts';
import { useReportScreen } from '../report-screen.tsx';
import { listFiscalYearsQuery } from '../voucher-queries.ts';
import { vatReportQuery } from './people-report-queries.ts';
import { drillTo, seasonName, vatReportModel } from './vat-model.ts';

/**
 * /accounting/vat (the seasons at a glance: output VAT, input VAT, the net and what is payable after the credit
 * carried from the season before, with the vouchers behind every figure) and /accounting/vat-report with its copy
 * under /accounting/reports/ (the accountant's layout: every figure by season and the year's total, printable and
 * exportable). Both read the journal.
 */
export function VatScreen({ layout }: { layout: 'seasons' | 'report' }) {
  const { t, language, companyId, params, set, amount } = useReportScreen();
  const years = useQuery(listFiscalYearsQuery(companyId));
  const fiscalYearId = idParam(params, 'fiscalYearId');
  const query = useQuery(vatReportQuery(companyId, { fiscalYearId }));
  const report = query.data;
  const digits = (text: string) => localDigits(text, language);
  const model = useMemo(
    () =>
      report &&
      vatReportModel(report, {
        t: (key, values) => t(key, values ?? {}),
        title: `${t('WEB_PAGE_ACC_VAT_REPORT')} — ${t('WEB_VAT_FISCAL_YEAR', { year: localDigits(report.fiscalYearName, language) })}`,
        digits: (text) => localDigits(text, language),
        amount,
      }),
    [report, t, language, amount],
  );
  const date = (iso: string) => formatDate(`${iso}T12:00:00Z`, language);

  return (
    <ReportFrame
      testId={layout === 'seasons' ? 'vat' : 'vat-report'}
      query={query}
      model={model}
      filters={
        <FilterSelect
          label={t('WEB_VAT_FISCAL_YEAR_LABEL')}
          value={String(fiscalYearId ?? report?.fiscalYearId ?? '') || undefined}
          options={(years.data ?? []).map((year) => ({ value: String(year.id), label: digits(year.name) }))}
          onChange={(id) => set({ fiscalYearId: id ?? null })}
          testId="vat-fiscal-year"
        />
      }
      summary={
        report &&
        layout === 'seasons' && (
          <ul className="vat-seasons" data-testid="vat-seasons">
            {report.seasons.map((season) => (
              <li key={season.season} className="vat-season" data-testid={`vat-season-${season.season}`}>
                <h3>{seasonName((key) => t(key), season, digits)}</h3>
                <p className="vat-season-period">
                  {t('WEB_REPORT_PERIOD', { from: date(season.from), to: date(season.to) })}
                </p>
                <dl>
                  {(
                    [
                      ['outputVat', 'WEB_VAT_OUTPUT'],
                      ['inputVat', 'WEB_VAT_INPUT'],
                      ['netPayable', 'WEB_VAT_NET_PAYABLE'],
                      ['payable', 'WEB_VAT_PAYABLE'],
                    ] as const
                  ).map(([figure, key]) => {
                    const to = drillTo(report, figure, season);
                    const text = amount(season[figure]).text;
                    return (
                      <div key={figure}>
                        <dt>{t(key)}</dt>
                        <dd data-testid={`vat-season-${season.season}-${figure}`}>
                          {to ? <Link to={to}>{text}</Link> : text}
                        </dd>
                      </div>
                    );
                  })}
                </dl>
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}
