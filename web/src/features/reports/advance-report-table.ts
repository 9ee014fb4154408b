import type { TFunction } from 'i18next';
import { localDigits } from '../../lib/format/digits.ts';
import { groupText } from './report-fields.ts';
import type { FieldTable } from './report-filter.ts';
import type { LayoutSpec } from './report-layout.tsx';
import type { SalesColumn, SalesRow } from './sales-table.tsx';

export type AdvanceKind = 'ADVANCE_INVOICE' | 'ADVANCE_CUSTOMER';

/** The URL's name of a report, `advance-invoice` for ADVANCE_INVOICE: its path, test ids and export file. */
export const slugOf = (kind: AdvanceKind) => kind.toLowerCase().replace('_', '-');

/**
 * What sets one advance report apart: its kind and title, the fields its filter builder offers, its columns (the
 * row's own fields, then the figures, the count first) with their headers' translation keys, and its layout.
 */
export interface AdvanceSpec<G extends string, S extends string> {
  kind: AdvanceKind;
  titleKey: string;
  filterTable: FieldTable;
  headerKey(id: string): string;
  rowKeys: readonly string[];
  figureKeys: readonly S[];
  layout: LayoutSpec<G, S>;
}

/**
 * An advance report's spec, its layout made from its columns: rows sort by any sort but the group's and the count,
 * groups by their name and each figure; every column may be hidden.
 */
export function advanceSpec<G extends string, S extends string>({
  groups,
  sorts,
  defaultHidden,
  ...spec
}: Omit<AdvanceSpec<G, S>, 'layout'> & {
  groups: readonly G[];
  sorts: readonly S[];
  defaultHidden: readonly string[];
}) {
  const layout: LayoutSpec<G, S> = {
    groups,
    rowSorts: sorts.filter((field) => field !== 'group' && field !== 'count'),
    groupSorts: [...sorts.filter((field) => field === 'group'), ...spec.figureKeys],
    columns: [...spec.rowKeys, ...spec.figureKeys].map((id) => ({ id, header: spec.headerKey(id) })),
    defaultHidden,
  };
  return { ...spec, layout };
}

interface AdvanceReport<R, T> {
  groupBy: string | null;
  thenBy: string | null;
  rows: R[];
  totals: T;
}

type AdvanceRow = { key: string; subKey: string | null; label: string; subLabel: string | null };

/**
 * An advance report as a table. Grouped: the group's (and then-by's) labels and the figures. One by one: the row's
 * label (headed `labelHeader`), its fields and the figures but the count. Hidden columns are left out; a totals row
 * closes the rows when there are any.
 */
export function advanceTable<R extends AdvanceRow, T extends { count: number }>({
  t,
  language,
  spec,
  report,
  hidden,
  labelHeader,
  header = (id) => t(spec.headerKey(id)),
  label,
  cells,
  figures,
}: {
  t: TFunction;
  language: 'fa' | 'en';
  spec: Pick<AdvanceSpec<string, string>, 'kind' | 'headerKey' | 'rowKeys' | 'figureKeys'>;
  report: AdvanceReport<R, T>;
  hidden: ReadonlySet<string>;
  labelHeader: string;
  /** A column's header, when not the translation of its key. */
  header?: (id: string) => string;
  /** A row's label when the report is not grouped. */
  label(row: R): SalesRow['cells'][string];
  cells(row: R): SalesRow['cells'];
  figures(row: R | T): SalesRow['cells'];
}): { columns: SalesColumn[]; rows: SalesRow[] } {
  const shown = (ids: readonly string[], numeric: boolean) =>
    ids.filter((id) => !hidden.has(id)).map((id) => ({ key: id, header: header(id), numeric }));
  const grouped = report.groupBy !== null;
  const columns: SalesColumn[] = grouped
    ? [
        { key: 'label', header: t(spec.headerKey(report.groupBy ?? '')) },
        ...(report.thenBy ? [{ key: 'subLabel', header: t(spec.headerKey(report.thenBy)) }] : []),
        ...shown(spec.figureKeys, true),
      ]
    : [
        { key: 'label', header: labelHeader },
        ...shown(spec.rowKeys, false),
        ...shown(
          spec.figureKeys.filter((id) => id !== 'count'),
          true,
        ),
      ];
  const labels = (row: R): SalesRow['cells'] =>
    grouped
      ? {
          label: { text: groupText(t, language, report.groupBy ?? '', row.key, row.label) },
          subLabel: { text: groupText(t, language, report.thenBy ?? '', row.subKey ?? '', row.subLabel ?? '') },
        }
      : { label: label(row) };
  if (report.rows.length === 0) return { columns, rows: [] };
  const slug = slugOf(spec.kind);
  const rows: SalesRow[] = [
    ...report.rows.map((row) => ({
      key: `${row.key}/${row.subKey ?? ''}`,
      testId: `${slug}-row-${row.key}${row.subKey === null ? '' : `-${row.subKey}`}`,
      cells: { ...labels(row), ...cells(row), ...figures(row) },
    })),
    {
      key: 'totals',
      total: true,
      testId: `${slug}-totals`,
      cells: {
        label: { text: t('WEB_SALES_TOTALS_OF', { count: localDigits(String(report.totals.count), language) }) },
        ...figures(report.totals),
      },
    },
  ];
  return { columns, rows };
}
