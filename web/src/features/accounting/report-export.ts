import type { ReportModel } from './report-model.ts';
import { reportTexts } from './report-model.ts';

function download(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The report as CSV (UTF-8 with BOM for Excel); papaparse comes with the first export, not with the screen. */
export async function exportReportCsv(model: ReportModel): Promise<void> {
  const { buildCsv } = await import('../../lib/csv/build-csv.ts');
  const csv = buildCsv(
    model.columns.map((column) => column.header),
    reportTexts(model),
  );
  download(`${model.fileName}.csv`, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}

/**
 * The report as an Excel workbook: figures as numbers (the spreadsheet can total them), names as text, the sheet
 * right to left in fa. exceljs is about a megabyte, so it is imported here, on the first click, and never with a
 * screen (the /login budget and the area's chunk stay as they are).
 */
export async function exportReportXlsx(model: ReportModel, rightToLeft: boolean): Promise<void> {
  const loaded = await import('exceljs');
  // The browser build is CommonJS: bundlers hand its exports over as the default export.
  const { Workbook } = ('default' in loaded ? loaded.default : loaded) as typeof loaded;
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(model.fileName.slice(0, 31), { views: [{ rightToLeft }] });
  sheet.addRow([model.title]).font = { bold: true };
  const header = sheet.addRow(model.columns.map((column) => column.header));
  header.font = { bold: true };
  for (const row of model.rows) {
    const added = sheet.addRow(
      model.columns.map((column) => {
        const cell = row.cells[column.key];
        return column.numeric && cell?.value !== undefined ? cell.value : (cell?.text ?? '');
      }),
    );
    if (row.kind) added.font = { bold: true };
  }
  model.columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = column.numeric ? 18 : 32;
    if (column.numeric) sheetColumn.numFmt = '#,##0.#;(#,##0.#)';
  });
  const bytes = await workbook.xlsx.writeBuffer();
  download(
    `${model.fileName}.xlsx`,
    new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  );
}
