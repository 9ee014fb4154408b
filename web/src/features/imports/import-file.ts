import { type ImportFile, importLimits } from '@daftar/contracts/endpoints/imports';
import { toBase64 } from '../../lib/attachments/attachment-file.ts';

/** What the file picker offers: a workbook or a text file (a phone's picker reads both types and extensions). */
export const importAccept = [
  '.xlsx',
  '.csv',
  '.txt',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
  'text/plain',
].join(',');

/** The refusal of a file the API would refuse for its size, known before it is read; null when it may go. */
export function importFileProblem(file: Pick<File, 'size'>): string | null {
  if (file.size === 0) return 'IMPORT_FILE_EMPTY';
  if (file.size > importLimits.maxFileBytes) return 'IMPORT_FILE_TOO_LARGE';
  return null;
}

/** A picked file as the import's body: its name and its bytes as they are (the server finds the encoding). */
export async function readImportFile(file: File): Promise<Pick<ImportFile, 'fileName' | 'data'>> {
  return { fileName: file.name, data: toBase64(new Uint8Array(await file.arrayBuffer())) };
}
