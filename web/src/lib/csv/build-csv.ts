import Papa from 'papaparse';
import { formulaStart } from '../export/formula-safe.ts';

/** Makes Excel read the file as UTF-8; without it Persian text opens as mojibake. */
export const utf8Bom = '\uFEFF';

/**
 * A CSV document from a header row and data rows of display text: RFC 4180 quoting by papaparse, CRLF line ends,
 * and a leading BOM for Excel. Cells starting with = + - @, a tab or a carriage return are prefixed with '
 * (papaparse's escapeFormulae, with the XLSX files' rule), so a name typed as a formula is never run by a spreadsheet.
 */
export function buildCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const body = Papa.unparse([header, ...rows], { newline: '\r\n', escapeFormulae: formulaStart });
  return `${utf8Bom}${body}\r\n`;
}
