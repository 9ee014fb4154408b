import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { databaseFileFrom, openDb } from '../../db/src/client.ts';
import { electronicBooksFile } from '../../mock-api/src/domain/accounting/legal-books/electronic.ts';
import { DomainError } from '../../mock-api/src/domain/errors.ts';
import { buildCsv } from '../../web/src/lib/csv/build-csv.ts';
import { buildXlsx } from '../../web/src/lib/xlsx/build-xlsx.ts';
import { electronicSheet } from '../../web/src/features/accounting/legal-books/electronic-sheet.ts';

export const legalBooksUsage = `  pnpm mock legal-books export --company ID --from DATE --to DATE --out FILE
                                           the electronic books file of a period, read from the database
                                           (DATABASE_URL); XLSX, or CSV over 1,000 rows (FILE's extension follows)`;

/**
 * \`pnpm mock legal-books export\`: the electronic books file of a company's period, as the screen downloads it (the
 * same domain function, column definition and formula-safe writers), read straight from the SQLite file.
 */
export async function legalBooksCommand(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { company: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, out: { type: 'string' } },
  });
  const companyId = Number(values.company);
  if (positionals[0] !== 'export' || !Number.isInteger(companyId) || companyId <= 0 || !values.out) {
    throw new Error(`usage:\n${legalBooksUsage}`);
  }
  const db = openDb(databaseFileFrom(env.DATABASE_URL));
  try {
    const file = electronicBooksFile(db, companyId, { from: values.from, to: values.to });
    const sheet = electronicSheet(file.rows);
    const out = values.out.replace(/\.(csv|xlsx)$/i, '') + (file.format === 'CSV' ? '.csv' : '.xlsx');
    if (file.format === 'CSV') {
      writeFileSync(
        out,
        buildCsv(
          sheet.header,
          sheet.rows.map((cells) => cells.map(String)),
        ),
      );
    } else {
      const bytes = await buildXlsx({
        name: 'دفاتر',
        rightToLeft: true,
        ...sheet,
        rows: sheet.rows.map((cells) => ({ cells })),
      });
      writeFileSync(out, Buffer.from(bytes));
    }
    console.log(
      `${out}: ${file.rowCount} rows (${file.format}), debits ${file.totals.debit}, credits ${file.totals.credit} Rials`,
    );
  } catch (error) {
    if (error instanceof DomainError)
      throw new Error(`${error.code}${error.errors ? ` (${error.errors.map((e) => e.path).join(', ')})` : ''}`);
    throw error;
  } finally {
    db.$client.close();
  }
}
