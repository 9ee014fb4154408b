import { and, asc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Item, itemInputSchema, itemListQuerySchema } from '@daftar/contracts/endpoints/items';
import type { Queryable } from '@daftar/db/client';
import { type ItemRow, items, type NewItemRow } from '@daftar/db/schema/items';
import { itemListCounts } from '@daftar/db/schema/list-counts';
import { nameSortKey, searchTextOf } from '@daftar/db/text/search-text';
import { equalFilters, findCompanyRecord, listClauses, listColumnsOf, listPage, rolledUpCount } from './list-page.ts';
import { type CodedTable, isTaken, nextCode, throwIfConflicts } from './record-codes.ts';
import { updateRow } from './owned-row.ts';
import { codedRecords, codedRecordView, insertInBatches } from './coded-records.ts';

export type ItemInput = z.output<typeof itemInputSchema>;
type ItemListQuery = z.output<typeof itemListQuerySchema>;

export const itemTable: CodedTable = { table: items, id: items.id, companyId: items.companyId, code: items.code };

const listColumns = listColumnsOf(items.companyId, items, {
  code: items.code,
  name: items.sortName,
  kind: items.kind,
  salePrice: items.salePrice,
  purchasePrice: items.purchasePrice,
  createdAt: items.createdAt,
});

export const toItem = (row: ItemRow): Item => codedRecordView(row);

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
  return equalFilters(query, { kind: table.kind, category: table.category, active: table.active });
}

/** One page of the company's items and how many match in all. */
export function listItems(db: Queryable, companyId: number, query: ItemListQuery) {
  const clauses = listClauses(listColumns, companyId, query, filtersOf(query));
  const { rows, total } = listPage(db, items, clauses, () =>
    rolledUpCount(db, itemListCounts, itemListCounts.items, companyId, filtersOf(query, itemListCounts)),
  );
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
  return insertInBatches(rows, (batch) =>
    tx
      .insert(items)
      .values(batch.map(({ input, code }) => ({ ...fieldsOf(input, code), companyId })))
      .returning({ id: items.id })
      .all()
      .map(({ id }) => id),
  );
}

/** Replaces an item's fields inside the caller's transaction (PUT, import's update). */
export function replaceItem(tx: Queryable, companyId: number, id: number, input: ItemInput, code: string): ItemRow {
  const fields = fieldsOf(input, code);
  checkUnique(tx, companyId, fields.code, id);
  return updateRow(tx, items, id, fields);
}

export const itemRecords = codedRecords({
  table: items,
  coded: itemTable,
  referenced: 'item',
  find: findItemRow,
  insert: insertItem,
  replace: replaceItem,
  view: toItem,
});
