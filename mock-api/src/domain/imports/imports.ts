import type {
  ImportCommit,
  ImportFile,
  ImportKind,
  ImportPreview,
  ImportResult,
} from '@daftar/contracts/endpoints/imports';
import type { Db, Queryable } from '@daftar/db/client';
import { DomainError } from '../errors.ts';
import { accountsImport } from './kinds/accounts.ts';
import { customersImport } from './kinds/customers.ts';
import { itemsImport } from './kinds/items.ts';
import { openingBalancesImport } from './kinds/opening-balances.ts';
import { tafsiliImport } from './kinds/tafsili.ts';
import type { ImportKindSpec } from './kinds/kind.ts';
import { rememberMapping, resolveMapping } from './mapping.ts';
import { inputsToWrite, type PlannedRow, planImport } from './plan.ts';
import { readImportFile } from './read-file.ts';
import type { Sheet } from './sheet.ts';
import { writeRecords } from './write-records.ts';

// Each kind's input type differs; the import steps only hand a row's input from its check to its write.
const kinds: Record<ImportKind, ImportKindSpec<unknown>> = {
  customers: customersImport as ImportKindSpec<unknown>,
  items: itemsImport as ImportKindSpec<unknown>,
  accounts: accountsImport as ImportKindSpec<unknown>,
  tafsili: tafsiliImport as ImportKindSpec<unknown>,
  'opening-balances': openingBalancesImport as ImportKindSpec<unknown>,
};

export const importKindSpec = (kind: ImportKind): ImportKindSpec<unknown> => kinds[kind];

type FileRequest = Required<Pick<ImportFile, 'onDuplicate'>> & Omit<ImportFile, 'onDuplicate'>;

/** The file's columns mapped and every row planned: what both the preview and the commit start from. */
function planSheet(db: Queryable, companyId: number, kind: ImportKind, sheet: Sheet, file: FileRequest) {
  const spec = kinds[kind];
  const mapping = resolveMapping(db, companyId, kind, sheet.header, spec.fields, file.mapping);
  const rows = planImport(db, companyId, spec, sheet, mapping.columns, file.onDuplicate);
  return { spec, sheet, mapping, rows };
}

const readSheet = (file: FileRequest) => readImportFile(Buffer.from(file.data, 'base64'), file.encoding);

function countsOf(rows: readonly PlannedRow<unknown>[]): ImportPreview['counts'] {
  const count = (status: PlannedRow<unknown>['status']) => rows.filter((row) => row.status === status).length;
  return { rows: rows.length, new: count('NEW'), update: count('UPDATE'), skip: count('SKIP'), error: count('ERROR') };
}

/** The preview: the file's columns, the mapping, and every row with its status and refusals. Writes nothing. */
export async function previewImport(
  db: Queryable,
  companyId: number,
  kind: ImportKind,
  file: FileRequest,
): Promise<ImportPreview> {
  const sheet = await readSheet(file);
  const { spec, mapping, rows } = planSheet(db, companyId, kind, sheet, file);
  return {
    kind,
    format: sheet.format,
    encoding: sheet.encoding,
    columns: sheet.header.map((header, index) => ({ index, header })),
    fields: spec.fields.map(({ key, required }) => ({ key, required })),
    mapping: mapping.columns,
    remembered: mapping.remembered,
    counts: countsOf(rows),
    rows: rows.map(({ row, values, status, errors, duplicateOf }) => ({ row, values, status, errors, duplicateOf })),
    ...('whole' in spec ? { opening: spec.whole.preview(db, companyId, inputsToWrite(rows), file.onDuplicate) } : {}),
  };
}

/** At most this many refusals are named in a 422; the preview shows them all. */
const namedRefusals = 200;

/**
 * Writes the file's rows in one transaction with the mapping remembered, or nothing: a refused row refuses the file
 * (422 IMPORT_HAS_ERRORS naming each row's fields as `rows.<row>.<field>`) unless `skipBadRows` leaves it out. New
 * records without a code get the next free codes, in the file's order; a whole-file kind (the opening balances)
 * writes its one document, by `createdBy`.
 */
export async function commitImport(
  db: Db,
  companyId: number,
  kind: ImportKind,
  file: Required<Pick<ImportCommit, 'onDuplicate' | 'skipBadRows'>> & Omit<ImportCommit, 'onDuplicate' | 'skipBadRows'>,
  createdBy: number | null = null,
): Promise<ImportResult> {
  const sheet = await readSheet(file);
  // Planned inside the transaction, so the duplicates it finds are the records it writes beside.
  return db.transaction((tx) => {
    const { spec, mapping, rows } = planSheet(tx, companyId, kind, sheet, file);
    const refused = rows.filter((row) => row.status === 'ERROR');
    if (refused.length > 0 && !file.skipBadRows) {
      const errors = refused.flatMap(({ row, errors: cells }) =>
        cells.map(({ field, code }) => ({ path: `rows.${row}.${field}`, message: code })),
      );
      throw new DomainError('unprocessable', 'IMPORT_HAS_ERRORS', errors.slice(0, namedRefusals));
    }
    if ('whole' in spec) {
      spec.whole.write(tx, companyId, inputsToWrite(rows), { onDuplicate: file.onDuplicate, createdBy });
    } else {
      writeRecords(tx, companyId, spec, rows);
    }
    rememberMapping(tx, companyId, kind, sheet.header, mapping.columns);
    const counts = countsOf(rows);
    return { created: counts.new, updated: counts.update, skipped: counts.skip, refused: counts.error };
  });
}
