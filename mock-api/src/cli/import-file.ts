import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import {
  duplicateChoiceSchema,
  importEncodingSchema,
  importKindSchema,
  type ImportPreview,
} from '@daftar/contracts/endpoints/imports';
import { errorTranslations } from '@daftar/contracts/translations/errors';
import { databaseFileFrom, openDb } from '@daftar/db/client';
import { commitImport, importKindSpec, previewImport } from '../domain/imports/imports.ts';
import { DomainError } from '../domain/errors.ts';

export const importUsage = `pnpm mock import KIND FILE --company ID [options] — imports a spreadsheet into the mock's database
(DATABASE_URL, default db/data/daftar.sqlite), as the import screens do, without the server

  KIND                         customers (customers and suppliers), items, accounts (kol and moein), tafsili (detail
                               accounts) or opening-balances (the open year's opening voucher, which must balance)
  FILE                         an .xlsx, or a CSV in UTF-8 (with or without BOM), UTF-16 or Windows-1256
  --company ID                 the company to import into
  --on-duplicate skip|update|refuse   a row whose code or national id the company (or an earlier row) has [refuse];
                               for opening-balances, update also replaces the opening voucher an earlier import wrote
  --skip-bad-rows              write the good rows and leave out the refused ones (else one refused row writes nothing)
  --dry-run                    check every row and print what would happen; write nothing
  --encoding ENC               read a CSV as utf-8, utf-16le, utf-16be or windows-1256 (guessed when left out)

Prints each refused row with its reasons, then what was written. Exit code 1 when the file or a row was refused.`;

const text = (code: string) => errorTranslations[code]?.en ?? code;

function printRefusals(preview: ImportPreview): void {
  const fields = preview.fields.map((field) => field.key);
  for (const row of preview.rows.filter((candidate) => candidate.status === 'ERROR')) {
    const reasons = row.errors.map(({ field, code }) => {
      const value = row.values[fields.indexOf(field)];
      return `${field}${value ? ` «${value}»` : ''}: ${code} (${text(code)})`;
    });
    console.log(`row ${row.row} refused: ${reasons.join('; ')}`);
  }
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      company: { type: 'string' },
      'on-duplicate': { type: 'string', default: 'refuse' },
      'skip-bad-rows': { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      encoding: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const [kindArg, file] = positionals;
  if (values.help || !kindArg || !file || !values.company) {
    console.log(importUsage);
    return values.help ? 0 : 2;
  }
  const kind = importKindSchema.parse(kindArg);
  const onDuplicate = duplicateChoiceSchema.parse(values['on-duplicate']);
  const encoding = values.encoding === undefined ? undefined : importEncodingSchema.parse(values.encoding);
  const companyId = Number(values.company);
  const body = {
    fileName: basename(file),
    data: readFileSync(file).toString('base64'),
    encoding,
    onDuplicate,
    skipBadRows: values['skip-bad-rows'],
  };
  const db = openDb(databaseFileFrom(process.env.DATABASE_URL));
  try {
    const preview = await previewImport(db, companyId, kind, body);
    const mapped = importKindSpec(kind)
      .fields.filter((field) => preview.mapping[field.key] !== null)
      .map((field) => `${field.key} ← «${preview.columns[preview.mapping[field.key] as number]?.header}»`);
    console.log(`${preview.format}${preview.encoding ? ` (${preview.encoding})` : ''}: ${mapped.join(', ')}`);
    printRefusals(preview);
    if (preview.opening) {
      const { date, debit, credit, difference, refusal } = preview.opening;
      const why = refusal ? `; refused: ${refusal} (${text(refusal)})` : '';
      console.log(`opening voucher ${date ?? '-'}: debit ${debit}, credit ${credit}, difference ${difference}${why}`);
    }
    const { counts } = preview;
    if (values['dry-run']) {
      console.log(
        `dry run: ${counts.new} new, ${counts.update} to update, ${counts.skip} to skip, ${counts.error} refused`,
      );
      return counts.error > 0 ? 1 : 0;
    }
    const result = await commitImport(db, companyId, kind, body);
    console.log(
      `${result.created} created, ${result.updated} updated, ${result.skipped} skipped, ${result.refused} refused`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const where = error.errors?.[0]?.path.startsWith('file.') ? ` at ${error.errors[0].path.slice(5)}` : '';
    console.error(`refused${where}: ${error.code} (${text(error.code)}); nothing was written`);
    return 1;
  } finally {
    db.$client.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
