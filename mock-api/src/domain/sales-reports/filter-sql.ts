import { SQL, sql } from 'drizzle-orm';
import {
  type FieldType,
  type FilterCondition,
  type FilterValue,
  operatorsOf,
} from '@daftar/contracts/endpoints/report-filters';

/**
 * A field as SQL: a scalar column or expression of the report's row (`column`), or, for what an invoice holds many
 * of (its lines' items), a subquery of `exists` form whose match is the condition on any of its columns.
 */
export type FieldSql =
  | { type: FieldType; column: SQL }
  | { type: FieldType; exists: (match: SQL) => SQL; columns: readonly SQL[] };

/** How the SQL reads a field: a column or expression, or the `exists` form of what there are many of. */
export type FieldReading = SQL | { exists: (match: SQL) => SQL; columns: readonly SQL[] };

/** A report's field table: each field's type as the contract gives it, read as `reading` says. */
export function fieldSqlOf<F extends string>(
  contract: Record<F, { type: FieldType }>,
  reading: (field: F) => FieldReading,
): Record<F, FieldSql> {
  const table = {} as Record<F, FieldSql>;
  for (const field of Object.keys(contract) as F[]) {
    const read = reading(field);
    const { type } = contract[field];
    table[field] = read instanceof SQL ? { type, column: read } : { type, ...read };
  }
  return table;
}

const list = (values: readonly (string | number)[]): SQL =>
  sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/** The condition on one column; contracts' schema has already checked the operator fits and the value's type. */
function onColumn(column: SQL, type: FieldType, op: FilterCondition['op'], value: FilterValue): SQL {
  const pair = value as readonly [string | number, string | number];
  const bound = (one: FilterValue) => (typeof one === 'boolean' ? Number(one) : (one as string | number));
  switch (op) {
    case 'is':
      return sql`${column} = ${bound(value)}`;
    case 'isNot':
      return sql`(${column} is null or ${column} <> ${bound(value)})`;
    case 'oneOf':
      return sql`${column} in ${list(value as readonly (string | number)[])}`;
    case 'contains':
      // lower() folds Latin letters; Persian has no case.
      return sql`instr(lower(coalesce(${column}, '')), lower(${value as string})) > 0`;
    case 'gte':
      return sql`${column} >= ${bound(value)}`;
    case 'lte':
      return sql`${column} <= ${bound(value)}`;
    case 'between':
      return sql`${column} between ${pair[0]} and ${pair[1]}`;
    case 'before':
      return sql`${column} < ${bound(value)}`;
    case 'after':
      return sql`${column} > ${bound(value)}`;
  }
  throw new Error(`operator ${op satisfies never} on ${type}`);
}

/**
 * One condition as parameterised SQL. Refuses (throws) an operator the field's type does not take: the contract
 * refuses it first with a 400, so reaching here would be a bug, never SQL built from a guess.
 */
export function conditionSql(field: FieldSql, condition: FilterCondition): SQL {
  if (!operatorsOf[field.type].includes(condition.op)) {
    throw new Error(`${condition.field}: ${condition.op} does not fit a ${field.type} field`);
  }
  if ('column' in field) return onColumn(field.column, field.type, condition.op, condition.value);
  // Many values (an invoice's items): "is not" means none of them is; the rest, that one of them matches.
  const positive = condition.op === 'isNot' ? 'is' : condition.op;
  const match = sql.join(
    field.columns.map((column) => onColumn(column, field.type, positive, condition.value)),
    sql` or `,
  );
  const exists = field.exists(sql`(${match})`);
  return condition.op === 'isNot' ? sql`not ${exists}` : exists;
}

/** Every condition (all must hold) over a report's field table. */
export function whereSql<F extends string>(
  table: Record<F, FieldSql>,
  conditions: readonly FilterCondition<F>[],
): SQL[] {
  return conditions.map((condition) => conditionSql(table[condition.field], condition));
}
