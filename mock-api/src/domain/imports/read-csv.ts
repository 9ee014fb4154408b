import { parse } from 'csv-parse/sync';
import type { ImportEncoding } from '@daftar/contracts/endpoints/imports';
import { decodeText } from './decode-text.ts';
import { cellAddress, cellText, fileError, type Sheet, type SheetRow, sheetOf } from './sheet.ts';

/** The separator of the first line, outside quotes: comma, semicolon (European Excel) or tab (Excel's "Unicode text"). */
function sniffDelimiter(text: string): string {
  const counts = new Map([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of text.slice(0, 8192)) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ',';
}

/**
 * A CSV's bytes as a sheet. A cell beginning with `=` is a formula a spreadsheet would run: the file is refused
 * (IMPORT_FORMULA) rather than imported as text someone may open later.
 */
export function readCsv(bytes: Buffer, encoding?: ImportEncoding): Sheet {
  const decoded = decodeText(bytes, encoding);
  let records: string[][];
  try {
    records = parse(decoded.text, {
      delimiter: sniffDelimiter(decoded.text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    });
  } catch {
    throw fileError('IMPORT_NOT_A_SPREADSHEET');
  }
  const lines: SheetRow[] = records.map((cells, index) => {
    const formula = cells.findIndex((cell) => cell.trimStart().startsWith('='));
    if (formula >= 0) throw fileError('IMPORT_FORMULA', cellAddress(formula, index + 1));
    return { row: index + 1, cells: cells.map(cellText) };
  });
  return sheetOf('CSV', decoded.encoding, lines);
}
