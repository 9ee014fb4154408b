import type { ImportEncoding } from '@daftar/contracts/endpoints/imports';
import { readCsv } from './read-csv.ts';
import { readXlsx } from './read-xlsx.ts';
import { fileError, type Sheet } from './sheet.ts';

const zip = [0x50, 0x4b, 0x03, 0x04];
/** Signatures of files people mistake for a spreadsheet: an old .xls (OLE), PDF, PNG, JPEG, GIF, RAR, 7z, gzip. */
const notSpreadsheets = [
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x25, 0x50, 0x44, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0x52, 0x61, 0x72, 0x21],
  [0x37, 0x7a, 0xbc, 0xaf],
  [0x1f, 0x8b],
];

const startsWith = (bytes: Buffer, prefix: readonly number[]) => prefix.every((byte, index) => bytes[index] === byte);

/**
 * A file's bytes as a sheet: an XLSX by its zip signature, anything else read as CSV text. Known binary formats
 * (an old .xls, a PDF, an image, an archive) are refused by their signature, with IMPORT_NOT_A_SPREADSHEET.
 */
export async function readImportFile(bytes: Buffer, encoding?: ImportEncoding): Promise<Sheet> {
  if (startsWith(bytes, zip)) return readXlsx(bytes);
  if (notSpreadsheets.some((signature) => startsWith(bytes, signature))) throw fileError('IMPORT_NOT_A_SPREADSHEET');
  return readCsv(bytes, encoding);
}
