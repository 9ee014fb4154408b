import { and, asc, eq, isNotNull, type SQL, sum } from 'drizzle-orm';
import type { z } from 'zod';
import type { Item, itemInputSchema, itemListQuerySchema } from '@daftar/contracts/endpoints/items';
import type { Db, Queryable } from '@daftar/db/client';
import { type ItemRow, items, type NewItemRow } from '@daftar/db/schema/items';
import { itemListCounts } from '@daftar/db/schema/list-counts';
import { nameSortKey, searchTextOf } from '@daftar/db/text/search-text';
import { findCompanyRecord, listClauses, listPage } from './list-page.ts';
import { type CodedTable, isTaken, nextCode, throwIfConflicts } from './record-codes.ts';
import { updateRow } from './owned-row.ts';
import { isReferenced } from './references.ts';

export type ItemInput = z.output<typeof itemInputSchema>;
type ItemListQuery = z.output<typeof itemListQuerySchema>;

export const itemTable: CodedTable = { table: items, id: items.id, companyId: items.companyId, code: items.code };

const listColumns = {
  companyId: items.companyId,
  id: items.id,
  searchText: items.searchText,
  sortable: {
    code: items.code,
    name: items.sortName,
    kind: items.kind,
    salePrice: items.salePrice,
    purchasePrice: items.purchasePrice,
    createdAt: items.createdAt,
  },
};

/** The API's view of a row: the company and the stored search and sort keys stay inside. */
export function toItem(row: ItemRow): Item {
  const { companyId: _company, sortName: _sort, searchText: _search, ...item } = row;
  return item;
}

/** Every column a create or a PUT writes, from the input alone: fields the input leaves out become null. */
function fieldsOf(input: ItemInput, code: string): Omit<NewItemRow, 'companyId'> {
  const category = input.category || null;
  return {
    code,
    kind: input.kind,
    name: input.name,
    sortName: nameSortKey(input.name),
    unit: input.unit,
    salePrice: input.salePrice ?? null,
    purchasePrice: input.purchasePrice ?? null,
    vatApplicable: input.vatApplicable,
    vatRate: input.vatRate,
    barcode: input.barcode ?? null,
    goodsServiceId: input.goodsServiceId ?? null,
    category,
    trackStock: input.trackStock,
    active: input.active,
    searchText: searchTextOf(code, input.name, input.barcode),
  };
}

function checkUnique(db: Queryable, companyId: number, code: string, id?: number): void {
  const taken = isTaken(db, itemTable, items.code, companyId, code, id);
  throwIfConflicts(taken ? [{ path: 'body.code', message: 'DUPLICATE_CODE' }] : []);
}

/** The list's filters on the items, or on their roll-up (its columns share the names). */
function filtersOf(query: ItemListQuery, table: typeof items | typeof itemListCounts = items): SQL[] {
  const filters: SQL[] = [];
  if (query.kind) filters.push(eq(table.kind, query.kind));
  if (query.category) filters.push(eq(table.category, query.category));
  if (query.active !== undefined) filters.push(eq(table.active, query.active));
  return filters;
}

/** How many items the filters keep, from the roll-up (migration 0037) rather than a count of the rows. */
function rolledUpTotal(db: Queryable, companyId: number, query: ItemListQuery): number {
  const counted = db
    .select({ n: sum(itemListCounts.items).mapWith(Number) })
    .from(itemListCounts)
    .where(and(eq(itemListCounts.companyId, companyId), ...filtersOf(query, itemListCounts)))
    .get();
  return counted?.n ?? 0;
}

/** One page of the company's items and how many match in all. */
export function listItems(db: Queryable, companyId: number, query: ItemListQuery) {
  const clauses = listClauses(listColumns, companyId, query, filtersOf(query));
  const { rows, total } = listPage(db, items, clauses, () => rolledUpTotal(db, companyId, query));
  return { rows: rows.map(toItem), total };
}

/** The distinct categories the company's items use, read off the (company_id, category) index. */
export function listItemCategories(db: Queryable, companyId: number): string[] {
  return db
    .selectDistinct({ category: items.category })
    .from(items)
    .where(and(eq(items.companyId, companyId), isNotNull(items.category)))
    .orderBy(asc(items.category))
    .all()
    .flatMap(({ category }) => (category ? [category] : []));
}

function findItemRow(db: Queryable, companyId: number, id: number): ItemRow {
  return findCompanyRecord(db, items, companyId, id, 'ITEM_NOT_FOUND');
}

/** Another company's id is as unknown as a made-up one: 404, never its data. */
export function getItem(db: Queryable, companyId: number, id: number): Item {
  return toItem(findItemRow(db, companyId, id));
}

export function nextItemCode(db: Queryable, companyId: number): string {
  return nextCode(db, itemTable, companyId);
}

/** Inserts an item inside the caller's transaction (create, import). */
export function insertItem(tx: Queryable, companyId: number, input: ItemInput, code: string): ItemRow {
  const fields = fieldsOf(input, code);
  checkUnique(tx, companyId, fields.code);
  return tx
    .insert(items)
    .values({ ...fields, companyId })
    .returning()
    .get();
}

/** Inserts many new items in batches inside the caller's transaction (an import); answers their ids, in order. */
export function insertItems(
  tx: Queryable,
  companyId: number,
  rows: readonly { input: ItemInput; code: string }[],
): number[] {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    const values = rows.slice(start, start + 500).map(({ input, code }) => ({ ...fieldsOf(input, code), companyId }));
    ids.push(
      ...tx
        .insert(items)
        .values(values)
        .returning({ id: items.id })
        .all()
        .map(({ id }) => id),
    );
  }
  return ids;
}

/** Replaces an item's fields inside the caller's transaction (PUT, import's update). */
export function replaceItem(tx: Queryable, companyId: number, id: number, input: ItemInput, code: string): ItemRow {
  const fields = fieldsOf(input, code);
  checkUnique(tx, companyId, fields.code, id);
  return updateRow(tx, items, id, fields);
}

export function createItem(db: Db, companyId: number, input: ItemInput): Item {
  const row = db.transaction((tx) =>
    insertItem(tx, companyId, input, input.code ?? nextCode(tx, itemTable, companyId)),
  );
  return toItem(row);
}

/** PUT: every field from the input; a code left out keeps the item's own. */
export function updateItem(db: Db, companyId: number, id: number, input: ItemInput): Item {
  const row = db.transaction((tx) => {
    const current = findItemRow(tx, companyId, id);
    return replaceItem(tx, companyId, id, input, input.code ?? current.code);
  });
  return toItem(row);
}

/** Removes the item, or archives it when other records refer to it (references.ts). */
export function removeItem(db: Db, companyId: number, id: number): 'DELETED' | 'ARCHIVED' {
  return db.transaction((tx) => {
    findItemRow(tx, companyId, id);
    if (isReferenced(tx, 'item', id)) {
      updateRow(tx, items, id, { active: false });
      return 'ARCHIVED';
    }
    tx.delete(items).where(eq(items.id, id)).run();
    return 'DELETED';
  });
}

/** The item's get, create, update and delete as one set, for the routes that mount them together. */
export const itemRecords = { get: getItem, create: createItem, update: updateItem, remove: removeItem };
