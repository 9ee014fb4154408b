import type { Language } from '../../i18n/languages.ts';
import type { useT } from '../../i18n/use-t.ts';

/**
 * A report as the screen shows it and the exports write it: the columns, and rows of cells holding the text as
 * shown (current language, digits and unit) and, for figures, the number in the unit shown, so a spreadsheet can
 * add them up. One model feeds the table, the CSV, the XLSX and the printout, so the four never disagree.
 */
export interface ReportColumn {
  key: string;
  /** Already translated. */
  header: string;
  numeric?: boolean;
}

export interface ReportCell {
  text: string;
  /** A figure in the unit shown (Rials, or Tomans with one decimal). */
  value?: number;
  /** Where the figure or name drills down to: the lines behind it. */
  to?: string;
}

export interface ReportRow {
  key: string;
  cells: Record<string, ReportCell | undefined>;
  /** A section heading (assets, revenue…) or a total; plain rows have neither. */
  kind?: 'heading' | 'total';
  testId?: string;
  /** The printed book's page this row opens (the legal books' «brought forward» rows): a printout breaks before it. */
  startsPage?: number;
}

export interface ReportModel {
  /** Without extension; used for the exported files. */
  fileName: string;
  /** The sheet's and printout's title, already translated (the report and its period). */
  title: string;
  columns: ReportColumn[];
  rows: ReportRow[];
}

/** The cell texts of every row in column order: what CSV writes and what tests compare. */
export function reportTexts(model: ReportModel): string[][] {
  return model.rows.map((row) => model.columns.map((column) => row.cells[column.key]?.text ?? ''));
}

/** What a report's rows are built with: the page's texts and language, amounts in the settings' unit, periods. */
export interface ReportTools {
  t: ReturnType<typeof useT>;
  language: Language;
  amount(rials: number, to?: string): ReportCell;
  periodText(period: { from: string; to: string }): string;
}

/**
 * A report's rows from its figures: pure, so the frame builds them again only when the figures, the language or
 * the unit change.
 */
export type ReportBuilder<D> = (data: D, tools: ReportTools) => ReportModel;
