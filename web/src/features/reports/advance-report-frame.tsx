import { encodeFilter } from '@daftar/contracts/endpoints/report-filters';
import type { ReactNode } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { SearchBox } from '../../ui/list/search-box.tsx';
import { FilterBuilder } from './filter-builder.tsx';
import { Pager } from './pager.tsx';
import { groupText, valueKey } from './report-fields.ts';
import { conditionsOf, type FieldTable } from './report-filter.ts';
import { type LayoutSpec, ReportLayout, useReportLayout } from './report-layout.tsx';
import { RangeFields, useSalesParams } from './report-range.tsx';
import { ReportRefusal } from './report-refusal.tsx';
import { SavedReportsPanel } from './saved-reports-panel.tsx';
import type { SalesColumn, SalesRow } from './sales-table.tsx';
import { SalesTable } from './sales-table.tsx';
import { useLegacyRewrite } from './use-legacy-rewrite.ts';
import { pageOf } from '../../lib/routing/page-param.ts';

export type AdvanceKind = 'ADVANCE_INVOICE' | 'ADVANCE_CUSTOMER';

/** The URL's name of a report, `advance-invoice` for ADVANCE_INVOICE: its path, test ids and export file. */
const slugOf = (kind: AdvanceKind) => kind.toLowerCase().replace('_', '-');

/**
 * What every advance report reads from the URL: the range, the filter builder's conditions, the search, the
 * grouping, sort and page (the query's common part), the hidden columns, and whether an old link is being rewritten
 * (nothing is asked for then).
 */
export function useAdvanceReport<G extends string, S extends string>(
  kind: AdvanceKind,
  layout: LayoutSpec<G, S>,
  filterTable: FieldTable,
) {
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

interface AdvanceReport {
  from: string;
  to: string;
  groupBy: string | null;
  thenBy: string | null;
  meta: { page: number; pageSize: number; total: number };
  rows: { key: string; subKey: string | null; label: string; subLabel: string | null }[];
}

/**
 * An advance report's rows: each row's cells from `cells` and `figures`, and a totals row closing them (its label
 * given) when there are any.
 */
export function advanceRows<R extends AdvanceReport['rows'][number], T>({
  kind,
  rows,
  totals,
  cells,
  figures,
  totalsLabel,
}: {
  kind: AdvanceKind;
  rows: R[];
  totals: T;
  cells(row: R): SalesRow['cells'];
  figures(row: R | T): SalesRow['cells'];
  totalsLabel: string;
}): SalesRow[] {
  if (rows.length === 0) return [];
  const slug = slugOf(kind);
  return [
    ...rows.map((row) => ({
      key: `${row.key}/${row.subKey ?? ''}`,
      testId: `${slug}-row-${row.key}${row.subKey === null ? '' : `-${row.subKey}`}`,
      cells: { ...cells(row), ...figures(row) },
    })),
    {
      key: 'totals',
      total: true,
      testId: `${slug}-totals`,
      cells: { label: { text: totalsLabel }, ...figures(totals) },
    },
  ];
}

/** The columns of a grouped report's labels: the group's, and the then-by's when there is one. */
export function groupColumns(
  t: (key: string) => string,
  headerKey: (id: string) => string,
  report: Pick<AdvanceReport, 'groupBy' | 'thenBy'>,
): SalesColumn[] {
  return [
    { key: 'label', header: t(headerKey(report.groupBy ?? '')) },
    ...(report.thenBy ? [{ key: 'subLabel', header: t(headerKey(report.thenBy)) }] : []),
  ];
}

/** The group's label and then-by label of a grouped row, translated where they are values of a list. */
export function groupCells(
  t: (key: string) => string,
  language: 'fa' | 'en',
  report: Pick<AdvanceReport, 'groupBy' | 'thenBy'>,
  row: AdvanceReport['rows'][number],
): SalesRow['cells'] {
  return {
    label: { text: groupText(t, language, report.groupBy ?? '', row.key, row.label) },
    subLabel: { text: groupText(t, language, report.thenBy ?? '', row.subKey ?? '', row.subLabel ?? '') },
  };
}

/**
 * The frame of an advance report: its note, the range, search and any filter of its own, the filter builder, the
 * layout, the saved reports, a refusal, then the table with its CSV export and the pager.
 */
export function AdvanceReportFrame<G extends string, S extends string>({
  kind,
  title,
  filters,
  filterTable,
  layout,
  headerKey,
  sortLabel,
  query,
  table,
}: {
  kind: AdvanceKind;
  title: string;
  /** Filters of this report's own, before the range. */
  filters?: ReactNode;
  filterTable: FieldTable;
  layout: LayoutSpec<G, S>;
  headerKey(id: string): string;
  sortLabel?(field: string): string;
  query: {
    isFetching: boolean;
    error: Error | null;
    data: Pick<AdvanceReport, 'from' | 'to' | 'meta'> | undefined;
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
            title={title}
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
