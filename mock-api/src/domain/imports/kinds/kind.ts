import type { DuplicateChoice, ImportKind, ImportOpening } from '@daftar/contracts/endpoints/imports';
import type { Queryable } from '@daftar/db/client';
import type { z } from 'zod';

/** A field a file's column can be read into. */
export interface ImportFieldSpec {
  key: string;
  /** A row without it is refused (the UI marks the field). */
  required: boolean;
  /** The template's header in each language; both also match a file's header. */
  en: string;
  fa: string;
  /** Other headers that mean this field (other products' exports: Hesabfa, Sepidar; common variants). */
  aliases: readonly string[];
  example: { en: string; fa: string };
  /** What the template says may be written, where it is a choice or a format. */
  allowed?: { en: string; fa: string };
}

/** A row's text by field key (a field no column is read into is absent). */
export type RowValues = Record<string, string>;

export interface CellError {
  field: string;
  code: string;
}

/** A record the company already has, as a row's values would say it (an update starts from these). */
export interface ExistingRecord {
  id: number;
  code: string;
  values: RowValues;
}

export type RowCheck<Input> = { input: Input; errors: [] } | { input: undefined; errors: CellError[] };

/** A row that passed its own checks, as the checks across rows see it: with the company's record it updates. */
export interface CheckedRow<Input> {
  row: number;
  input: Input;
  record: ExistingRecord | null;
}

/** What an import of any kind needs: its fields, how a row becomes the form's input, and its records. */
interface ImportKindBase<Input> {
  kind: ImportKind;
  fields: readonly ImportFieldSpec[];
  /** The row's values as the form's input, checked by the form's own schema; or every field's refusal. */
  check(values: RowValues): RowCheck<Input>;
  /** What a duplicate is found by (`code:…`, `nationalId:…`), from a row's checked input. */
  keysOf(input: Input): string[];
  /** The company's records with their keys (as `keysOf` names them). */
  existing(db: Queryable, companyId: number): { record: ExistingRecord; keys: string[] }[];
  /**
   * Rules that need the company's other records or the file's earlier rows (an account's parent), over the rows
   * that passed their own checks, in the file's order: the refusals by row number.
   */
  crossCheck?(db: Queryable, companyId: number, rows: readonly CheckedRow<Input>[]): Map<number, CellError[]>;
}

/** A kind whose rows are records of their own: inserted new, or replacing the record they repeat. */
export interface RecordImportSpec<Input> extends ImportKindBase<Input> {
  /** The code the next record without one gets, and the ones after it. */
  firstFreeCode(db: Queryable, companyId: number): number;
  /** Writes the new records together; answers their ids, in order. */
  insertAll(tx: Queryable, companyId: number, rows: readonly { input: Input; code: string }[]): number[];
  replace(tx: Queryable, companyId: number, id: number, input: Input, code: string): void;
}

export interface WholeWriteOptions {
  onDuplicate: DuplicateChoice;
  createdBy: number | null;
}

/** A kind whose rows together make one document (the opening voucher): previewed and written as a whole. */
export interface WholeImportSpec<Input> extends ImportKindBase<Input> {
  whole: {
    /** What the rows would write and why it would be refused, if it would; reads only. */
    preview(db: Queryable, companyId: number, inputs: readonly Input[], onDuplicate: DuplicateChoice): ImportOpening;
    write(tx: Queryable, companyId: number, inputs: readonly Input[], options: WholeWriteOptions): void;
  };
}

export type ImportKindSpec<Input = unknown> = RecordImportSpec<Input> | WholeImportSpec<Input>;

/**
 * A form schema's refusals by field: the first path segment names the field, or `pathToField` renames it (a
 * cross-field rule said under another box). Fields whose text could not be read keep that error instead.
 */
export function schemaCheck<Input>(
  schema: z.ZodType<Input>,
  input: Record<string, unknown>,
  readErrors: CellError[],
  pathToField: Record<string, string> = {},
): RowCheck<Input> {
  const result = schema.safeParse(input);
  if (result.success && readErrors.length === 0) return { input: result.data, errors: [] };
  const errors = [...readErrors];
  for (const issue of result.success ? [] : result.error.issues) {
    const path = String(issue.path[0] ?? '');
    const field = pathToField[path] ?? path;
    const code = /^[A-Z][A-Z0-9_]*$/.test(issue.message) ? issue.message : 'INVALID_VALUE';
    if (!errors.some((error) => error.field === field)) errors.push({ field, code });
  }
  return { input: undefined, errors };
}

/** A text field: left out when the cell is empty (the forms send no empty optional fields). */
export const optional = (text: string | undefined): string | undefined => (text ? text : undefined);

/**
 * How a row's optional cells are read: an empty cell is undefined; a cell `parse` cannot read is undefined too, and
 * its field gets `code` in `errors`.
 */
export function cellReader(values: RowValues, errors: CellError[]) {
  return <T>(field: string, code: string, parse: (text: string) => T | undefined): T | undefined => {
    const text = values[field] ?? '';
    if (text === '') return undefined;
    const value = parse(text);
    if (value === undefined) errors.push({ field, code });
    return value;
  };
}

/** A stored value as a cell says it: empty where the record has none. */
export const cellText = (value: string | number | null): string => (value === null ? '' : String(value));

/** The company's records as rows would repeat them, found by their code unless `keysOf` says otherwise. */
export function existingRecords<Row extends { id: number; code: string }>(
  rows: readonly Row[],
  valuesOf: (row: Row) => RowValues,
  keysOf: (row: Row) => string[] = (row) => [`code:${row.code}`],
): { record: ExistingRecord; keys: string[] }[] {
  return rows.map((row) => ({ record: { id: row.id, code: row.code, values: valuesOf(row) }, keys: keysOf(row) }));
}
