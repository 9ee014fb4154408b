import { sql } from 'drizzle-orm';
import { type AnySQLiteColumn, check, index, integer, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** The time SQLite writes by default: ISO 8601 in UTC with milliseconds, as the API answers it. */
export const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** A table's own id: an integer the database assigns, never reused. */
export const rowId = () => integer('id').primaryKey({ autoIncrement: true });

/** A row that belongs to another (its company, user, invoice…) and is deleted with it. */
export const ownedBy = (column: string, owner: () => AnySQLiteColumn) =>
  integer(column).notNull().references(owner, { onDelete: 'cascade' });

/** When the row was written, or last changed: set by the database unless given. */
export const timestamp = (column: 'created_at' | 'updated_at') => text(column).notNull().default(now);

/** When a record was written and last changed. */
export const stamps = () => ({ createdAt: timestamp('created_at'), updatedAt: timestamp('updated_at') });

/** A row that must name another (an account, a stakeholder…): that one cannot be deleted while it is named. */
export const refersTo = (column: string, target: () => AnySQLiteColumn) => integer(column).notNull().references(target);

/**
 * A row that may name another (a bank account, a person…). `onDelete` says what deleting that one does: clear the
 * name (`set null`) or take this row with it (`cascade`); without it, a named row cannot be deleted.
 */
export const mayReferTo = (column: string, target: () => AnySQLiteColumn, onDelete?: 'set null' | 'cascade') =>
  integer(column).references(target, onDelete ? { onDelete } : {});

/** A document's figures in Rials: the net, its VAT, and their sum (a check of the table keeps total = net + vat). */
export const vatFigures = () => ({
  net: integer('net').notNull(),
  vat: integer('vat').notNull(),
  total: integer('total').notNull(),
});

/** A row that adds to another one to one (a company's settings…): its key is that one's id, and it goes with it. */
export const keyedBy = (column: string, owner: () => AnySQLiteColumn) =>
  integer(column).primaryKey().references(owner, { onDelete: 'cascade' });

/** The check that keeps a figure (an amount, a quantity, a total) above zero. */
export const positive = (name: string, figure: AnySQLiteColumn) => check(name, sql`${figure} > 0`);

/**
 * A company list's order indexes: one per sortable column behind company_id, named `<table>_company_<key>_idx`, so
 * a page walks the company's rows already in order (the rowid in each entry breaks ties) instead of sorting them.
 */
export const companyOrderIndexes = (
  table: string,
  companyId: AnySQLiteColumn,
  columns: Record<string, AnySQLiteColumn>,
) => Object.entries(columns).map(([key, column]) => index(`${table}_company_${key}_idx`).on(companyId, column));

/** The columns `kindTabIndexes` indexes, by their role. */
interface KindTabColumns {
  companyId: AnySQLiteColumn;
  fiscalYearId: AnySQLiteColumn;
  kind: AnySQLiteColumn;
  number: AnySQLiteColumn;
  date: AnySQLiteColumn;
  id: AnySQLiteColumn;
  searchText: AnySQLiteColumn;
}

/**
 * The indexes of a document numbered 1..n per fiscal year and kind and listed a tab per kind: its number unique in
 * its year and kind, a tab walked in date order with the search key in the entry (a search reads a row only when its
 * words match), and a tab walked in number order.
 */
export const kindTabIndexes = (table: string, columns: KindTabColumns) => [
  uniqueIndex(`${table}_year_kind_number_unique`).on(columns.fiscalYearId, columns.kind, columns.number),
  index(`${table}_company_kind_date_idx`).on(
    columns.companyId,
    columns.kind,
    columns.date,
    columns.id,
    columns.searchText,
  ),
  index(`${table}_company_kind_number_idx`).on(columns.companyId, columns.kind, columns.number),
];
