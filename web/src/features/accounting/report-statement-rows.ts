import type { ReportCell, ReportRow } from './report-model.ts';

/** A row of the P&L or the balance sheet as the contract gives it. */
export interface StatementRow {
  accountId: number;
  code: string;
  nameFa: string;
  nameEn: string | null;
  type: 'ASSET' | 'LIABILITY' | 'EQUITY' | 'REVENUE' | 'EXPENSE';
  amount: number;
  previous?: number;
}

export interface StatementSection {
  type: StatementRow['type'];
  /** Already translated. */
  heading: string;
  total: number;
  previousTotal?: number;
  totalLabel: string;
}

interface Format {
  name(row: StatementRow): string;
  code(row: StatementRow): string;
  amount(rials: number, to?: string): ReportCell;
  /** Where a row's figure drills down to: the lines of the period, or of the previous one (none: not a link). */
  details(row: StatementRow, previous?: boolean): string | undefined;
}

/** The rows of a statement grouped by section: a heading, the section's accounts in code order, its total. */
export function statementRows(
  rows: readonly StatementRow[],
  sections: StatementSection[],
  format: Format,
): ReportRow[] {
  return sections.flatMap((section) => {
    const own = rows.filter((row) => row.type === section.type);
    const figures = (current: number, previous: number | undefined, row?: StatementRow) => ({
      amount: format.amount(current, row && format.details(row)),
      ...(previous === undefined ? {} : { previous: format.amount(previous, row && format.details(row, true)) }),
    });
    return [
      { key: `${section.type}-heading`, kind: 'heading' as const, cells: { name: { text: section.heading } } },
      ...own.map((row) => ({
        key: String(row.accountId),
        testId: `statement-row-${row.code}`,
        cells: {
          code: { text: format.code(row), to: format.details(row) },
          name: { text: format.name(row) },
          ...figures(row.amount, row.previous, row),
        },
      })),
      {
        key: `${section.type}-total`,
        kind: 'total' as const,
        testId: `statement-total-${section.type}`,
        cells: { name: { text: section.totalLabel }, ...figures(section.total, section.previousTotal) },
      },
    ];
  });
}
