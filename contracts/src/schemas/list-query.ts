import { z } from 'zod';
import { idSchema, wholeNumber } from './common.ts';

/** Largest page a list answers; the CSV export reads a whole list in pages of this size. */
export const maxPageSize = 500;

/** `field` ascending or `-field` descending, for each of the list's sortable fields (DESIGN.md). */
export function sortSchema<const Field extends string>(fields: readonly [Field, ...Field[]]) {
  const values = fields.flatMap((field) => [field, `-${field}`]) as [Field | `-${Field}`, ...(Field | `-${Field}`)[]];
  return z.enum(values, { error: 'INVALID_SORT' });
}

/** Which page of a list: page (from 1) and pageSize (20 unless asked, at most maxPageSize). */
export const pagingQueryShape = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(20),
};

/** An unsearched, unsorted list's query: the page fields, then the list's own filters. */
export function pagedQuerySchema<const Filters extends z.ZodRawShape>(filters: Filters) {
  return z.object({ ...pagingQueryShape, ...filters });
}

/** The query every searched list takes: its page and a search text. */
export const pageQueryShape = {
  ...pagingQueryShape,
  q: z.string().trim().max(100).optional(),
};

/**
 * A list's query: the page fields, `sort` over `sortFields` (`defaultSort` unless asked), then the list's own
 * filters, in that order.
 */
export function listQuerySchema<const Field extends string, const Filters extends z.ZodRawShape>(
  sortFields: readonly [Field, ...Field[]],
  defaultSort: Field | `-${Field}`,
  filters: Filters,
) {
  return z.object({ ...pageQueryShape, sort: sortedBy(sortFields, defaultSort), ...filters });
}

/** `sortSchema(fields)` with the order a query without `sort` gets. */
export function sortedBy<const Field extends string>(
  fields: readonly [Field, ...Field[]],
  defaultSort: Field | `-${Field}`,
) {
  // Zod's enum type of a generic field cannot take a default, so the sort is typed by the strings it takes.
  const sort: z.ZodType<Field | `-${Field}`> = sortSchema(fields);
  return sort.default(defaultSort);
}

/** A count or a sum of a list's rows: whole and never negative. */
const tallySchema = z.number().int().min(0);

/**
 * How many rows a list's filters match and the sum of each of `figures` over them (not only the page): `count`
 * first, then the figures in the order given.
 */
export function countAndSumsSchema<const Figure extends string>(figures: readonly Figure[]) {
  const sums = Object.fromEntries(figures.map((figure) => [figure, tallySchema])) as Record<Figure, typeof tallySchema>;
  return z.object({ count: tallySchema, ...sums });
}

/** A yes/no filter in a query string: `true` or `false`, absent for both. */
export const booleanQuerySchema = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Route parameters of a company-scoped record. */
export const companyParamsSchema = z.object({ companyId: idSchema });
export const companyRecordParamsSchema = companyParamsSchema.extend({ id: idSchema });

/** A record's own code: unique within its company, letters, digits and dashes. */
export const recordCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,20}$/, { error: 'INVALID_RECORD_CODE' });

/** An amount in integer Rials (never a float); at most what a 64-bit double holds exactly. */
export const rialsSchema = wholeNumber(0, Number.MAX_SAFE_INTEGER, 'INVALID_AMOUNT');
