import { z } from 'zod';
import { isoDateSchema } from './accounting-common.ts';

/**
 * The advance reports' filter builder: a condition is a field, an operator fitting the field's type and a value of
 * that type. The tables below are the whole language: the server turns each field into its own SQL column or
 * subquery (never SQL from the client), and refuses a field, operator or value outside them with the condition's
 * index in the error's path (`query.where.2.op` OPERATOR_NOT_ALLOWED).
 */
export const filterOperators = [
  'is',
  'isNot',
  'oneOf',
  'contains',
  'gte',
  'lte',
  'between',
  'before',
  'after',
] as const;
export type FilterOperator = (typeof filterOperators)[number];

export type FieldType = 'text' | 'enum' | 'number' | 'money' | 'date' | 'boolean';

/** Which operators each type of field takes (dates: on a day, before, after, between two days; all inclusive but before/after). */
export const operatorsOf: Record<FieldType, readonly FilterOperator[]> = {
  text: ['contains', 'is', 'isNot', 'oneOf'],
  enum: ['is', 'isNot', 'oneOf'],
  number: ['is', 'gte', 'lte', 'between'],
  money: ['gte', 'lte', 'between', 'is'],
  date: ['between', 'before', 'after', 'is'],
  boolean: ['is'],
};

export interface FieldSpec {
  type: FieldType;
  /** An enum's values, in the order a person picks from. */
  values?: readonly string[];
}

export const reportInvoiceStatuses = [
  'ISSUED',
  'PARTIALLY_PAID',
  'PAID',
  'PARTLY_RETURNED',
  'RETURNED',
  'CANCELLED',
  'DRAFT',
] as const;
const stakeholderTypes = ['INDIVIDUAL', 'BUSINESS'] as const;

/** Every field a person filters invoices by: the invoice's own, its party's, its lines' items and its figures. */
export const invoiceFilterFields = {
  number: { type: 'number' },
  issueDate: { type: 'date' },
  dueDate: { type: 'date' },
  /** Due date passed with something still to pay (on the server's today). */
  duePassed: { type: 'boolean' },
  kind: { type: 'enum', values: ['SELL', 'PURCHASE'] },
  /** Without a status condition the report shows every status but drafts and cancelled invoices. */
  status: { type: 'enum', values: reportInvoiceStatuses },
  party: { type: 'text' },
  partyCode: { type: 'text' },
  partyCity: { type: 'text' },
  partyProvince: { type: 'text' },
  partyType: { type: 'enum', values: stakeholderTypes },
  partyRole: { type: 'enum', values: ['CUSTOMER', 'SUPPLIER'] },
  /** An item on any of the invoice's lines, by name or code. */
  item: { type: 'text' },
  itemCategory: { type: 'text' },
  total: { type: 'money' },
  net: { type: 'money' },
  discount: { type: 'money' },
  vat: { type: 'money' },
  paid: { type: 'money' },
  balanceDue: { type: 'money' },
  /** Made by a recurring schedule. */
  scheduled: { type: 'boolean' },
  einvoiceType: { type: 'enum', values: ['1', '2', '3'] },
} as const satisfies Record<string, FieldSpec>;
export type InvoiceFilterField = keyof typeof invoiceFilterFields;

/** A stakeholder's own fields and their invoices' figures in the report's range. */
export const customerFilterFields = {
  name: { type: 'text' },
  code: { type: 'text' },
  type: { type: 'enum', values: stakeholderTypes },
  city: { type: 'text' },
  province: { type: 'text' },
  active: { type: 'boolean' },
  invoices: { type: 'number' },
  amount: { type: 'money' },
  balanceDue: { type: 'money' },
  lastInvoiceDate: { type: 'date' },
} as const satisfies Record<string, FieldSpec>;
export type CustomerFilterField = keyof typeof customerFilterFields;

/** What rows can be grouped by (one level, or two with `thenBy`); `month` is the issue date's Jalali month. */
export const invoiceGroupFields = [
  'party',
  'month',
  'status',
  'kind',
  'partyCity',
  'partyProvince',
  'partyType',
  'einvoiceType',
  'scheduled',
] as const;
export const customerGroupFields = ['city', 'province', 'type', 'active'] as const;

export type FilterValue = string | number | boolean | readonly (string | number)[];
export interface FilterCondition<F extends string = string> {
  field: F;
  op: FilterOperator;
  value: FilterValue;
}

const single = (spec: FieldSpec): z.ZodType<string | number | boolean> => {
  switch (spec.type) {
    case 'text':
      return z.string().trim().min(1).max(100);
    case 'enum':
      return z.enum((spec.values ?? []) as [string, ...string[]]);
    case 'number':
    case 'money':
      return z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
    case 'date':
      return isoDateSchema;
    case 'boolean':
      return z.boolean();
  }
};

/** The value an operator takes on a field: one, a list (oneOf) or an ordered pair (between). */
export function valueSchema(spec: FieldSpec, op: FilterOperator): z.ZodType<FilterValue> {
  const one = single(spec);
  if (op === 'oneOf') return z.array(one).min(1).max(50) as z.ZodType<FilterValue>;
  if (op === 'between') {
    return z
      .tuple([one, one])
      .refine(([low, high]) => low <= high, { error: 'RANGE_REVERSED' }) as z.ZodType<FilterValue>;
  }
  return one;
}

function conditionSchema<F extends string>(table: Record<F, FieldSpec>) {
  const fields = Object.keys(table) as [F, ...F[]];
  return z
    .object({
      field: z.enum(fields, { error: 'UNKNOWN_FIELD' }),
      op: z.enum(filterOperators, { error: 'UNKNOWN_OPERATOR' }),
      value: z.unknown(),
    })
    .transform((condition, ctx): FilterCondition<F> => {
      const spec = table[condition.field];
      if (!operatorsOf[spec.type].includes(condition.op)) {
        ctx.addIssue({ code: 'custom', path: ['op'], message: 'OPERATOR_NOT_ALLOWED' });
        return z.NEVER;
      }
      const value = valueSchema(spec, condition.op).safeParse(condition.value);
      if (!value.success) {
        const reversed = value.error.issues.some((issue) => issue.message === 'RANGE_REVERSED');
        ctx.addIssue({ code: 'custom', path: ['value'], message: reversed ? 'RANGE_REVERSED' : 'INVALID_VALUE' });
        return z.NEVER;
      }
      return { field: condition.field, op: condition.op, value: value.data };
    });
}

export const maxConditions = 20;

/** `where` in a query string: the conditions as JSON (all must hold); absent for none. */
export function filterQuerySchema<F extends string>(table: Record<F, FieldSpec>) {
  return z
    .string()
    .max(4000, { error: 'INVALID_FILTER' })
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'INVALID_FILTER' });
        return z.NEVER;
      }
    })
    .pipe(
      z.array(conditionSchema(table), { error: 'INVALID_FILTER' }).max(maxConditions, { error: 'TOO_MANY_CONDITIONS' }),
    );
}

/** The conditions as the `where` of a query string (what the SPA keeps in its URL and sends). */
export const encodeFilter = (conditions: readonly FilterCondition[]): string | undefined =>
  conditions.length === 0 ? undefined : JSON.stringify(conditions);
