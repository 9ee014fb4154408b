import type { Language } from '../../i18n/languages.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import type { ReportCell, ReportColumn, ReportModel, ReportRow } from './report-model.ts';

/** A line's voucher in a report: its number (in the page's digits), opening the voucher in the journal. */
export const voucherCell = (voucherId: number, number: string): ReportCell => ({
  text: number,
  to: `/accounting/journal-ledger/${voucherId}/edit`,
});

/** An account's flow over a period: what it opened with, its debits and credits, what it closed with. */
const flowFigures = ['openingBalance', 'periodDebit', 'periodCredit', 'closingBalance'] as const;
const flowFigureKeys: Record<(typeof flowFigures)[number], string> = {
  openingBalance: 'WEB_REPORT_OPENING_BALANCE',
  periodDebit: 'WEB_REPORT_PERIOD_DEBIT',
  periodCredit: 'WEB_REPORT_PERIOD_CREDIT',
  closingBalance: 'WEB_REPORT_CLOSING_BALANCE',
};

/** The figures' columns, numeric, headed by their translated names. */
export function figureColumns<F extends string>(
  t: (key: string) => string,
  figures: readonly F[],
  keys: Record<F, string>,
): ReportColumn[] {
  return figures.map((figure) => ({ key: figure, header: t(keys[figure]), numeric: true }));
}

export interface FigureRowsInput<F extends string, R extends Record<F, number>> {
  figures: readonly F[];
  rows: R[];
  totals: Record<F, number>;
  amount(rials: number, to?: string): ReportCell;
  row(source: R): { key: string; testId: string; cells: ReportRow['cells']; to?: string };
  totalsLabel: string;
  totalsTestId?: string;
}

/**
 * A figures report's rows: each row's own cells and its figures (each opening `to`, the lines behind it, when
 * given), then the totals row under the name column; none at all when there are no rows.
 */
export function figureRows<F extends string, R extends Record<F, number>>({
  figures,
  rows,
  totals,
  amount,
  row,
  totalsLabel,
  totalsTestId,
}: FigureRowsInput<F, R>): ReportRow[] {
  if (rows.length === 0) return [];
  const cellsOf = (values: Record<F, number>, to?: string) =>
    Object.fromEntries(figures.map((figure) => [figure, amount(values[figure], to)]));
  return [
    ...rows.map((source) => {
      const { to, cells, ...rest } = row(source);
      return { ...rest, cells: { ...cells, ...cellsOf(source, to) } };
    }),
    {
      key: 'totals',
      kind: 'total' as const,
      ...(totalsTestId ? { testId: totalsTestId } : {}),
      cells: { name: { text: totalsLabel }, ...cellsOf(totals) },
    },
  ];
}

type FlowFigure = (typeof flowFigures)[number];

/** A flow report's figure columns (the tafsili report, the people's account flow): opening, debit, credit, closing. */
export const flowColumns = (t: (key: string) => string) => figureColumns(t, flowFigures, flowFigureKeys);

/** A flow report's rows: `figureRows` over the flow figures of the report's rows, then its totals. */
export function flowRows<R extends Record<FlowFigure, number>>(
  report: { rows: R[]; totals: Record<FlowFigure, number> },
  input: Omit<FigureRowsInput<FlowFigure, R>, 'figures' | 'rows' | 'totals'>,
): ReportRow[] {
  return figureRows({ figures: flowFigures, rows: report.rows, totals: report.totals, ...input });
}

/**
 * A flow report's columns and rows: the code, the name (headed `nameHeader`), any columns of its own, the flow
 * figures; `flowRows` under them, the totals row named.
 */
export function flowTable<R extends Record<FlowFigure, number>>(
  report: { rows: R[]; totals: Record<FlowFigure, number> },
  {
    t,
    nameHeader,
    columns = [],
    ...input
  }: Omit<FigureRowsInput<FlowFigure, R>, 'figures' | 'rows' | 'totals' | 'totalsLabel'> & {
    t: (key: string) => string;
    nameHeader: string;
    columns?: ReportColumn[];
  },
): Pick<ReportModel, 'columns' | 'rows'> {
  return {
    columns: [
      { key: 'code', header: t('WEB_REPORT_CODE') },
      { key: 'name', header: nameHeader },
      ...columns,
      ...flowColumns(t),
    ],
    rows: flowRows(report, { ...input, totalsLabel: t('WEB_REPORT_TOTALS') }),
  };
}

/** The books' columns of posted lines (the ledger, a person's statement), each with its header's text key. */
const lineColumnKeys = {
  date: 'WEB_REPORT_DATE',
  voucher: 'WEB_REPORT_VOUCHER',
  description: 'WEB_REPORT_DESCRIPTION',
  debit: 'WEB_REPORT_DEBIT',
  credit: 'WEB_REPORT_CREDIT',
  balance: 'WEB_REPORT_BALANCE',
  side: 'WEB_REPORT_SIDE',
} as const;

type LineColumn = keyof typeof lineColumnKeys;
const lineFigures: readonly LineColumn[] = ['debit', 'credit', 'balance'];

/** Some of the books' line columns, in the order given, headed in the page's language; the figures numeric. */
export function lineColumns(t: (key: string) => string, keys: readonly LineColumn[]): ReportColumn[] {
  return keys.map((key) => ({
    key,
    header: t(lineColumnKeys[key]),
    ...(lineFigures.includes(key) ? { numeric: true } : {}),
  }));
}

/** A posted line as the ledger and a treasury statement list it. */
interface PostedLine {
  lineId: number;
  date: string;
  voucherId: number;
  voucherNumber: number;
}

/**
 * A posted line's row: keyed by the line (test id `<testIdPrefix>-<lineId>`), its date in the page's calendar and
 * its voucher opening in the journal, then the report's own cells.
 */
export function postedLineRow(
  line: PostedLine,
  testIdPrefix: string,
  language: Language,
  cells: ReportRow['cells'],
): ReportRow {
  return {
    key: String(line.lineId),
    testId: `${testIdPrefix}-${line.lineId}`,
    cells: {
      date: { text: formatDate(`${line.date}T12:00:00Z`, language) },
      voucher: voucherCell(line.voucherId, localDigits(String(line.voucherNumber), language)),
      ...cells,
    },
  };
}
