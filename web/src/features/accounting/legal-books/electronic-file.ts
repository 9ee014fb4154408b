import type { ElectronicBookFile } from '@daftar/contracts/endpoints/accounting-legal-books';
import { downloadBlob } from '../../../lib/csv/download-file.ts';
import { electronicSheet } from './electronic-sheet.ts';

/**
 * Writes the electronic books file as the system takes it: an Excel sheet, or CSV over 1,000 rows (the server
 * says which). Both go through the formula-safe writers, so no description runs as a formula.
 */
export async function downloadElectronicFile(file: ElectronicBookFile): Promise<void> {
  const sheet = electronicSheet(file.rows);
  if (file.format === 'CSV') {
    const { buildCsv } = await import('../../../lib/csv/build-csv.ts');
    const csv = buildCsv(
      sheet.header,
      sheet.rows.map((cells) => cells.map(String)),
    );
    downloadBlob(`${file.fileName}.csv`, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    return;
  }
  const { buildXlsx, xlsxType } = await import('../../../lib/xlsx/build-xlsx.ts');
  const bytes = await buildXlsx({
    name: 'دفاتر',
    rightToLeft: true,
    ...sheet,
    rows: sheet.rows.map((cells) => ({ cells })),
  });
  downloadBlob(`${file.fileName}.xlsx`, new Blob([bytes], { type: xlsxType }));
}
