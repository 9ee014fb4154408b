import { formulaSafe } from '../export/formula-safe.ts';

/** One sheet of a workbook: figures go in as numbers (the spreadsheet can total them), everything else as text. */
export interface XlsxSheet {
  /** At most 31 characters (Excel's limit); longer names are cut. */
  name: string;
  rightToLeft: boolean;
  /** A bold first line above the header (a report's title). */
  title?: string;
  header: readonly string[];
  rows: readonly { cells: readonly (string | number)[]; bold?: boolean }[];
  /** Per column: a figure (numeric format, narrower) or text. */
  numeric: readonly boolean[];
  /** The figures' number format; grouped whole numbers unless given. */
  numFmt?: string;
}

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The workbook's bytes. exceljs is about a megabyte, so it is imported here, when a user asks for a file, and never
 * with a screen (the /login budget and the areas' chunks stay as they are). The books' reports and the income and
 * expense lists share it.
 */
export async function buildXlsx(sheet: XlsxSheet): Promise<ArrayBuffer> {
  const loaded = await import('exceljs');
  // The browser build is CommonJS: bundlers hand its exports over as the default export.
  const { Workbook } = ('default' in loaded ? loaded.default : loaded) as typeof loaded;
  const workbook = new Workbook();
  const worksheet = workbook.addWorksheet(sheet.name.slice(0, 31), { views: [{ rightToLeft: sheet.rightToLeft }] });
  if (sheet.title !== undefined) worksheet.addRow([formulaSafe(sheet.title)]).font = { bold: true };
  worksheet.addRow(sheet.header.map(formulaSafe)).font = { bold: true };
  for (const row of sheet.rows) {
    const added = worksheet.addRow(row.cells.map((cell) => (typeof cell === 'string' ? formulaSafe(cell) : cell)));
    if (row.bold) added.font = { bold: true };
  }
  sheet.numeric.forEach((numeric, index) => {
    const column = worksheet.getColumn(index + 1);
    column.width = numeric ? 18 : 30;
    if (numeric) column.numFmt = sheet.numFmt ?? '#,##0';
  });
  return workbook.xlsx.writeBuffer();
}
