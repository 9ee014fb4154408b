import ExcelJS from 'exceljs';
import { cellAddress, cellText, fileError, type Sheet, type SheetRow, sheetOf } from './sheet.ts';

type CellValue = ExcelJS.CellValue;

/** Whether a cell's value is a formula (a master or a shared one), whatever its cached result. */
function isFormula(value: CellValue): boolean {
  return typeof value === 'object' && value !== null && ('formula' in value || 'sharedFormula' in value);
}

/** A cell's value as the text a person sees in it; a date as its ISO day. */
function textOf(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

/** Merged ranges (`A1:C1`) that touch the header row: the first filled row. */
function mergedHeader(merges: readonly string[], headerRow: number): string | undefined {
  return merges.find((range) => {
    const rows = [...range.matchAll(/[A-Z]+(\d+)/g)].map((match) => Number(match[1]));
    const [top = 0, bottom = top] = rows;
    return top <= headerRow && headerRow <= bottom;
  });
}

/**
 * An XLSX's first worksheet as a sheet. A formula anywhere is refused (IMPORT_FORMULA, naming the cell): its result
 * may be stale and its text may run on the next machine that opens an export; a merged header cannot be matched to
 * fields (IMPORT_MERGED_HEADER).
 */
export async function readXlsx(bytes: Buffer): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw fileError('IMPORT_NOT_A_SPREADSHEET');
  }
  const worksheet = workbook.worksheets[0];
  if (!worksheet) throw fileError('IMPORT_EMPTY');
  const lines: SheetRow[] = [];
  worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      if (isFormula(cell.value)) throw fileError('IMPORT_FORMULA', cellAddress(column - 1, rowNumber));
      cells[column - 1] = cellText(textOf(cell.value));
    });
    lines.push({ row: rowNumber, cells: Array.from(cells, (cell) => cell ?? '') });
  });
  const headerRow = lines.find(({ cells }) => cells.some((cell) => cell !== ''))?.row;
  const merged = headerRow === undefined ? undefined : mergedHeader(worksheet.model.merges ?? [], headerRow);
  if (merged) throw fileError('IMPORT_MERGED_HEADER', merged.split(':')[0]);
  return sheetOf('XLSX', null, lines);
}
