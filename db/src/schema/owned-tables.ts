import type { BuildColumns } from 'drizzle-orm';
import {
  type AnySQLiteColumn,
  type SQLiteColumnBuilderBase,
  type SQLiteTableExtraConfigValue,
  sqliteTable,
} from 'drizzle-orm/sqlite-core';
import { ownedBy, rowId } from './columns.ts';

/**
 * Makes the table builder of one owner's records (a company's, a user's): `sqliteTable` with the record's own id and
 * its owner's column (`key` in code, `column` in SQL, deleted with the owner) as its first columns, so no table of
 * that owner states them again.
 */
export function tablesOwnedBy<TKey extends string>(key: TKey, column: string, owner: () => AnySQLiteColumn) {
  const ownRow = () => ({
    id: rowId(),
    ...({ [key]: ownedBy(column, owner) } as Record<TKey, ReturnType<typeof ownedBy>>),
  });
  return <TName extends string, TColumns extends Record<string, SQLiteColumnBuilderBase>>(
    name: TName,
    columns: TColumns,
    extraConfig?: (
      self: BuildColumns<TName, ReturnType<typeof ownRow> & TColumns, 'sqlite'>,
    ) => SQLiteTableExtraConfigValue[],
  ) => sqliteTable(name, { ...ownRow(), ...columns }, extraConfig);
}
