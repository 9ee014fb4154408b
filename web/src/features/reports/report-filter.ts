import {
  type FieldSpec,
  type FilterCondition,
  type FilterOperator,
  filterQuerySchema,
  operatorsOf,
  valueSchema,
} from '@daftar/contracts/endpoints/report-filters';
import { toLatinDigits } from '../../lib/format/digits.ts';
import { parseAmount } from '../../lib/format/parse-amount.ts';

export type FieldTable = Readonly<Record<string, FieldSpec>>;

/**
 * A condition as the builder edits it: the value as typed (one box, two for a range, the chosen values of a list),
 * so a half-typed condition stays on screen without reaching the URL or the server.
 */
export interface Draft {
  id: number;
  field: string;
  op: FilterOperator;
  typed: string[];
}

let nextId = 1;
export const newDraft = (table: FieldTable, field = Object.keys(table)[0] ?? ''): Draft => ({
  id: nextId++,
  field,
  op: operatorsOf[table[field]?.type ?? 'text'][0] ?? 'is',
  typed: [],
});

/** One typed value as the field's type: digits in either script, a Rials amount with its grouping, yes/no. */
function typedValue(spec: FieldSpec, text: string): string | number | boolean | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (spec.type === 'money') return parseAmount(trimmed);
  if (spec.type === 'number') return /^\d+$/.test(toLatinDigits(trimmed)) ? Number(toLatinDigits(trimmed)) : Number.NaN;
  if (spec.type === 'boolean') return trimmed === 'true';
  return trimmed;
}

/** A text "one of" is typed as one box of comma-separated values (Latin or Persian commas). */
const listOf = (spec: FieldSpec, typed: string[]) =>
  spec.type === 'text' ? (typed[0] ?? '').split(/[,،]/).filter((part) => part.trim()) : typed;

/** The draft as a condition the contract accepts, or undefined while it is incomplete or does not read. */
export function conditionOf(table: FieldTable, draft: Draft): FilterCondition | undefined {
  const spec = table[draft.field];
  if (!spec || !operatorsOf[spec.type].includes(draft.op)) return undefined;
  const raw =
    draft.op === 'oneOf'
      ? listOf(spec, draft.typed).map((text) => typedValue(spec, text))
      : draft.op === 'between'
        ? [typedValue(spec, draft.typed[0] ?? ''), typedValue(spec, draft.typed[1] ?? '')]
        : typedValue(spec, draft.typed[0] ?? '');
  const value = valueSchema(spec, draft.op).safeParse(raw);
  return value.success ? { field: draft.field, op: draft.op, value: value.data } : undefined;
}

/** A condition back into the builder (a saved set or a shared link opened). */
export function draftOf(table: FieldTable, condition: FilterCondition): Draft {
  const { value } = condition;
  const texts = (Array.isArray(value) ? value : [value]).map(String);
  const oneBox = condition.op === 'oneOf' && table[condition.field]?.type === 'text';
  return { id: nextId++, field: condition.field, op: condition.op, typed: oneBox ? [texts.join(', ')] : texts };
}

/** The URL's `where`, read with the contract's own schema; a link that does not read gives no conditions. */
export function conditionsOf(table: FieldTable, where: string | null): FilterCondition[] {
  if (!where) return [];
  const parsed = filterQuerySchema(table).safeParse(where);
  return parsed.success ? (parsed.data as FilterCondition[]) : [];
}
