import type { DuplicateChoice, ImportPreviewRow } from '@daftar/contracts/endpoints/imports';
import type { Queryable } from '@daftar/db/client';
import type { CellError, ExistingRecord, ImportKindSpec, RowValues } from './kinds/kind.ts';
import type { Sheet } from './sheet.ts';

/** Where an update goes: a record the company has, or the record an earlier row of the file writes. */
type Target = { record: ExistingRecord } | { row: number };

/** A row as the preview shows it and the commit writes it. */
export interface PlannedRow<Input> extends ImportPreviewRow {
  input?: Input;
  target?: Target;
  /** The values the row's write is built from (an update's start from its target's). */
  merged: RowValues;
}

const duplicateCode = (key: string) => (key.startsWith('nationalId:') ? 'DUPLICATE_NATIONAL_ID' : 'DUPLICATE_CODE');
const keyField = (key: string) => key.slice(0, key.indexOf(':'));

function valuesOf(cells: readonly string[], columns: Record<string, number | null>): RowValues {
  const values: RowValues = {};
  for (const [field, column] of Object.entries(columns)) {
    if (column !== null) values[field] = cells[column] ?? '';
  }
  return values;
}

/**
 * Every row of the file checked and placed: NEW, an UPDATE of a record (or of an earlier row's), SKIP, or ERROR with
 * its refusals by field. A duplicate is a row whose code or national id the company already has, or an earlier row
 * of the file; `onDuplicate` says what becomes of it. Reads the company's records once; writes nothing.
 */
export function planImport<Input>(
  db: Queryable,
  companyId: number,
  spec: ImportKindSpec<Input>,
  sheet: Sheet,
  columns: Record<string, number | null>,
  onDuplicate: DuplicateChoice,
): PlannedRow<Input>[] {
  const byKey = new Map<string, ExistingRecord>();
  for (const { record, keys } of spec.existing(db, companyId)) {
    for (const key of keys) byKey.set(key, record);
  }
  const rowByKey = new Map<string, PlannedRow<Input>>();
  const order = spec.fields.map((field) => field.key);
  const planned = sheet.rows.map(({ row, cells }) => {
    const values = valuesOf(cells, columns);
    const shown = order.map((field) => values[field] ?? '');
    const planned = (status: PlannedRow<Input>['status'], errors: CellError[], more: Partial<PlannedRow<Input>> = {}) =>
      ({ row, values: shown, status, errors, duplicateOf: null, merged: values, ...more }) as PlannedRow<Input>;
    const first = spec.check(values);
    if (!first.input) return planned('ERROR', first.errors);
    const keys = spec.keysOf(first.input);
    const inFile = keys.map((key) => ({ key, earlier: rowByKey.get(key) })).find(({ earlier }) => earlier);
    const records = new Set(keys.flatMap((key) => byKey.get(key) ?? []));
    if (records.size > 1) return planned('ERROR', [{ field: 'code', code: 'IMPORT_DUPLICATE_CONFLICT' }]);
    const [record] = records;
    const remember = (result: PlannedRow<Input>) => {
      for (const key of keys) rowByKey.set(key, result);
      return result;
    };
    if (!inFile && !record) return remember(planned('NEW', [], { input: first.input }));
    const duplicateOf = { code: record?.code ?? null, row: inFile?.earlier?.row ?? null };
    if (onDuplicate === 'skip') return planned('SKIP', [], { duplicateOf });
    if (onDuplicate === 'refuse') {
      const key = inFile?.key ?? keys.find((candidate) => byKey.has(candidate)) ?? 'code:';
      const code = inFile ? 'IMPORT_DUPLICATE_IN_FILE' : duplicateCode(key);
      return planned('ERROR', [{ field: keyField(key), code }], { duplicateOf });
    }
    // An update keeps what the file does not say: the fields no column is read into come from its target.
    const base = inFile?.earlier ? inFile.earlier.merged : (record as ExistingRecord).values;
    const merged = { ...base, ...values };
    const checked = spec.check(merged);
    if (!checked.input) return planned('ERROR', checked.errors, { duplicateOf });
    const target: Target = inFile?.earlier ? { row: inFile.earlier.row } : { record: record as ExistingRecord };
    return remember(planned('UPDATE', [], { duplicateOf, input: checked.input, target, merged }));
  });
  return spec.crossCheck ? crossChecked(db, companyId, spec, planned) : planned;
}

/** The rows the kind's checks across rows refuse turned to ERROR (what they would have written is dropped). */
function crossChecked<Input>(
  db: Queryable,
  companyId: number,
  spec: ImportKindSpec<Input>,
  planned: PlannedRow<Input>[],
): PlannedRow<Input>[] {
  const checked = planned.flatMap(({ row, input, target }) =>
    input === undefined ? [] : [{ row, input, record: target && 'record' in target ? target.record : null }],
  );
  const refusals = spec.crossCheck?.(db, companyId, checked) ?? new Map<number, CellError[]>();
  return planned.map((row) => {
    const errors = refusals.get(row.row);
    if (!errors) return row;
    const { input: _input, target: _target, ...rest } = row;
    return { ...rest, status: 'ERROR', errors };
  });
}

/**
 * The inputs a whole-file kind writes, in the file's order: every new row's, an update's in place of the earlier
 * row it repeats (the last of a chain of repeats wins).
 */
export function inputsToWrite<Input>(rows: readonly PlannedRow<Input>[]): Input[] {
  const byRow = new Map<number, Input>();
  for (const { row, status, input, target } of rows) {
    if (input === undefined || (status !== 'NEW' && status !== 'UPDATE')) continue;
    if (target && 'row' in target) byRow.delete(target.row);
    byRow.set(row, input);
  }
  return [...byRow.values()];
}
