import { downloadBlob } from '../../lib/csv/download-file.ts';
import type { ReportModel } from './report-model.ts';
import { reportTexts } from './report-model.ts';

/** The report as CSV (UTF-8 with BOM for Excel); papaparse comes with the first export, not with the screen. */
export async function exportReportCsv(model: ReportModel): Promise<void> {
  const { buildCsv } = await import('../../lib/csv/build-csv.ts');
  const csv = buildCsv(
    model.columns.map((column) => column.header),
    reportTexts(model),
  );
  downloadBlob(`${model.fileName}.csv`, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}

/**
 * The report as an Excel workbook (`buildXlsx`, exceljs loaded on the first click): figures as numbers, names as
 * text, totals bold, the sheet right to left in fa.
 */
export async function exportReportXlsx(model: ReportModel, rightToLeft: boolean): Promise<void> {
  const { buildXlsx, xlsxType } = await import('../../lib/xlsx/build-xlsx.ts');
  const bytes = await buildXlsx({
    name: model.fileName,
    rightToLeft,
    title: model.title,
    header: model.columns.map((column) => column.header),
    rows: model.rows.map((row) => ({
      cells: model.columns.map((column) => {
        const cell = row.cells[column.key];
        return column.numeric && cell?.value !== undefined ? cell.value : (cell?.text ?? '');
      }),
      bold: row.kind !== undefined,
    })),
    numeric: model.columns.map((column) => column.numeric ?? false),
    numFmt: '#,##0.#;(#,##0.#)',
  });
  downloadBlob(`${model.fileName}.xlsx`, new Blob([bytes], { type: xlsxType }));
}
