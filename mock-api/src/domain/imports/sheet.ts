import { type ImportEncoding, importLimits } from '@daftar/contracts/endpoints/imports';
import { DomainError } from '../errors.ts';

/** One data row of a file: its number as a spreadsheet shows it (the header is row 1) and its cells' text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** A file read into text: its header row's cells and its data rows. */
export interface Sheet {
  format: 'XLSX' | 'CSV';
  encoding: ImportEncoding | null;
  header: string[];
  rows: SheetRow[];
}

/** A cell's address as a spreadsheet names it: column letters and row number (A1, AB12). */
export function cellAddress(column: number, row: number): string {
  let letters = '';
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return `${letters}${row}`;
}

/** A refusal of the whole file, naming where in it: `file` or `file.B7`. */
export function fileError(code: string, where?: string): DomainError {
  return new DomainError('invalid', code, [{ path: where ? `file.${where}` : 'file', message: code }]);
}

/**
 * A text cell our own exports wrote formula-safe (`'=…`, web/src/lib/export/formula-safe.ts) is read back without its
 * apostrophe; what is left of the cell is trimmed.
 */
export function cellText(text: string): string {
  const trimmed = text.trim();
  return /^'[=+\-@]/.test(trimmed) ? trimmed.slice(1) : trimmed;
}

/**
 * The first non-empty row is the header, the non-empty rows below it the data. Refuses a file with no header or no
 * data (IMPORT_EMPTY) and one past the limits: columns, rows, characters in a cell.
 */
export function sheetOf(format: Sheet['format'], encoding: ImportEncoding | null, lines: readonly SheetRow[]): Sheet {
  const filled = lines.filter(({ cells }) => cells.some((cell) => cell !== ''));
  const [head, ...rows] = filled;
  if (!head || rows.length === 0) throw fileError('IMPORT_EMPTY');
  if (rows.length > importLimits.maxRows) throw fileError('IMPORT_TOO_MANY_ROWS');
  for (const { row, cells } of filled) {
    if (cells.length > importLimits.maxColumns && cells.slice(importLimits.maxColumns).some((cell) => cell !== '')) {
      throw fileError('IMPORT_TOO_MANY_COLUMNS', cellAddress(importLimits.maxColumns, row));
    }
    const long = cells.findIndex((cell) => cell.length > importLimits.maxCellChars);
    if (long >= 0) throw fileError('IMPORT_CELL_TOO_LONG', cellAddress(long, row));
  }
  const width = Math.min(importLimits.maxColumns, Math.max(...filled.map(({ cells }) => cells.length)));
  const pad = (cells: string[]) => Array.from({ length: width }, (_, index) => cells[index] ?? '');
  return {
    format,
    encoding,
    header: pad(head.cells),
    rows: rows.map(({ row, cells }) => ({ row, cells: pad(cells) })),
  };
}
