import { eq } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db, Queryable } from '@daftar/db/client';
import { type StampedTable, updateRow } from './owned-row.ts';
import { type CodedTable, nextCode } from './record-codes.ts';
import { isReferenced } from './references.ts';

/** The API's view of a coded row: the company and the stored search and sort keys stay inside. */
export function codedRecordView<Row extends { companyId: number; sortName: string; searchText: string }>(
  row: Row,
): Omit<Row, 'companyId' | 'sortName' | 'searchText'> {
  const { companyId: _company, sortName: _sort, searchText: _search, ...view } = row;
  return view;
}

/** Rows per multi-row insert: well under SQLite's 32,766 bound parameters at about twenty columns a row. */
const batchSize = 500;

/** An import's many new records, written a batch at a time by `insert` (one multi-row insert); their ids, in order. */
export function insertInBatches<Row>(rows: readonly Row[], insert: (batch: readonly Row[]) => number[]): number[] {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += batchSize)
    ids.push(...insert(rows.slice(start, start + batchSize)));
  return ids;
}

type ArchivableTable = StampedTable & { active: SQLiteColumn };

/** A company's coded records (items, stakeholders): their table, and the steps of their own that the API's use. */
export interface CodedRecordKind<Table extends ArchivableTable, Row extends { code: string }, Input, View> {
  table: Table;
  coded: CodedTable;
  /** Which records' references keep a row from being deleted (references.ts). */
  referenced: Parameters<typeof isReferenced>[1];
  find: (db: Queryable, companyId: number, id: number) => Row;
  /** A new row inside the caller's transaction, with the code given. */
  insert: (tx: Queryable, companyId: number, input: Input, code: string) => Row;
  /** A row's fields replaced inside the caller's transaction, with the code given. */
  replace: (tx: Queryable, companyId: number, id: number, input: Input, code: string) => Row;
  view: (row: Row) => View;
  /** What goes with a row that is deleted, removed before it. */
  deleteAlongside?: (tx: Queryable, companyId: number, id: number) => void;
}

/**
 * A coded record's get, create, update and delete, for the routes that mount them together: a code left out is the
 * next free one on create and the record's own on update, and a record others refer to is archived (active false)
 * rather than deleted, so history keeps its party and lines.
 */
export function codedRecords<
  Table extends ArchivableTable,
  Row extends { code: string },
  Input extends { code?: string | undefined },
  View,
>(kind: CodedRecordKind<Table, Row, Input, View>) {
  return {
    /** Another company's id is as unknown as a made-up one: 404, never its data. */
    get: (db: Queryable, companyId: number, id: number): View => kind.view(kind.find(db, companyId, id)),
    create: (db: Db, companyId: number, input: Input): View => {
      const row = db.transaction((tx) =>
        kind.insert(tx, companyId, input, input.code ?? nextCode(tx, kind.coded, companyId)),
      );
      return kind.view(row);
    },
    /** PUT: every field from the input. */
    update: (db: Db, companyId: number, id: number, input: Input): View => {
      const row = db.transaction((tx) => {
        const current = kind.find(tx, companyId, id);
        return kind.replace(tx, companyId, id, input, input.code ?? current.code);
      });
      return kind.view(row);
    },
    remove: (db: Db, companyId: number, id: number): 'DELETED' | 'ARCHIVED' =>
      db.transaction((tx) => {
        kind.find(tx, companyId, id);
        if (isReferenced(tx, kind.referenced, id)) {
          // Every coded table has `active`; the generic table's insert type cannot show it.
          updateRow(tx, kind.table, id, { active: false } as Partial<Table['$inferInsert']>);
          return 'ARCHIVED';
        }
        kind.deleteAlongside?.(tx, companyId, id);
        tx.delete(kind.table as SQLiteTable)
          .where(eq(kind.table.id, id))
          .run();
        return 'DELETED';
      }),
  };
}
