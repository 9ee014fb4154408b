import { encodeFilter } from '@daftar/contracts/endpoints/report-filters';
import type { ReactNode } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { SearchBox } from '../../ui/list/search-box.tsx';
import { FilterBuilder } from './filter-builder.tsx';
import { Pager } from './pager.tsx';
import { type AdvanceSpec, slugOf } from './advance-report-table.ts';
import { valueKey } from './report-fields.ts';
import { conditionsOf } from './report-filter.ts';
import { ReportLayout, useReportLayout } from './report-layout.tsx';
import { RangeFields, useSalesParams } from './report-range.tsx';
import { ReportRefusal } from './report-refusal.tsx';
import { SavedReportsPanel } from './saved-reports-panel.tsx';
import { type SalesColumn, type SalesRow, SalesTable } from './sales-table.tsx';
import { useLegacyRewrite } from './use-legacy-rewrite.ts';
import { pageOf } from '../../lib/routing/page-param.ts';

/**
 * What every advance report reads from the URL: the range, the filter builder's conditions, the search, the
 * grouping, sort and page (the query's common part), the hidden columns, and whether an old link is being rewritten
 * (nothing is asked for then).
 */
export function useAdvanceReport<G extends string, S extends string>({ kind, layout, filterTable }: AdvanceSpec<G, S>) {
  const t = useT();
  const { language } = useLanguage();
  const companyId = requireActiveCompanyId();
  const { params, set, date, text } = useSalesParams();
  const legacy = useLegacyRewrite(kind);
  const { groupBy, thenBy, sort, hidden } = useReportLayout(layout);
  const common = {
    from: date('from'),
    to: date('to'),
    where: encodeFilter(conditionsOf(filterTable, params.get('where'))),
    q: text('q'),
    groupBy,
    thenBy,
    sort,
    page: pageOf(params),
    pageSize: 50,
  };
  return { t, language, companyId, params, set, legacy, hidden, common };
}

/**
 * The frame of an advance report: its note, the range, search and any filter of its own, the filter builder, the
 * layout, the saved reports, a refusal, then the table with its CSV export and the pager.
 */
export function AdvanceReportFrame<G extends string, S extends string>({
  spec: { kind, titleKey, filterTable, layout, headerKey },
  filters,
  sortLabel,
  query,
  table,
}: {
  spec: AdvanceSpec<G, S>;
  /** Filters of this report's own, before the range. */
  filters?: ReactNode;
  sortLabel?(field: string): string;
  query: {
    isFetching: boolean;
    error: Error | null;
    data: { from: string; to: string; meta: { page: number; pageSize: number; total: number } } | undefined;
  };
  table: { columns: SalesColumn[]; rows: SalesRow[] } | undefined;
}) {
  const t = useT();
  const { set, text } = useSalesParams();
  const slug = slugOf(kind);
  const noun = slug.replace('advance-', '');
  const report = query.data;
  return (
    <section className="stack" data-testid={slug} aria-busy={query.isFetching}>
      <p className="sales-note">{t('WEB_SALES_ADVANCE_NOTE')}</p>
      <div className="filter-bar report-no-print">
        {filters}
        <RangeFields error={query.error} />
        <SearchBox value={text('q') ?? ''} onSearch={(q) => set({ q })} label={t('WEB_SALES_SEARCH')} />
      </div>
      <FilterBuilder
        table={filterTable}
        fieldLabel={(field) => t(headerKey(field))}
        valueLabel={(field, value) => t(valueKey(field, value) ?? value)}
        testId={`${noun}-filter`}
      />
      <ReportLayout
        spec={layout}
        groupLabel={(group) => t(headerKey(group))}
        sortLabel={sortLabel ?? ((field) => t(headerKey(field)))}
        testId={`${noun}-layout`}
      />
      <SavedReportsPanel kind={kind} path={`/reports/${slug}`} />
      <ReportRefusal error={query.error} hasReport={report !== undefined} />
      {!report && !query.error && <p aria-live="polite">{t('WEB_LOADING')}</p>}
      {report && table && (
        <>
          <SalesTable
            testId={`${slug}-table`}
            title={t(titleKey)}
            fileName={`${slug}-${report.from}-${report.to}`}
            columns={table.columns}
            rows={table.rows}
          />
          <Pager testId={`${slug}-pager`} meta={report.meta} />
        </>
      )}
    </section>
  );
}
