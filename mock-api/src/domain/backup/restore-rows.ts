import type { Db } from '@daftar/db/client';
import type { BackupRow } from '@daftar/contracts/endpoints/company-backup';
import { DomainError } from '../errors.ts';
import { type OwnedTable, quote, serverUniqueColumns, softReferences } from './backup-tables.ts';

/** Old id → new id, per table; users are matched by e-mail (null: not on this server). */
export interface IdMaps {
  companyId: number;
  tables: Map<string, Map<number, number>>;
  users: Map<number, number | null>;
}

const refused = (code: string, path: string) => new DomainError('invalid', code, [{ path, message: code }]);

/**
 * New ids for every table with ids of its own, given in the file's order after the highest id the table (or its
 * autoincrement counter) has seen, so rows keep their order and nothing named before is named again.
 */
export function newIds(sqlite: Db['$client'], tables: OwnedTable[], file: Record<string, BackupRow[]>) {
  const maps = new Map<string, Map<number, number>>();
  const counter = sqlite.prepare('select seq from sqlite_sequence where name = ?');
  for (const table of tables) {
    if (!table.hasId) continue;
    const top = sqlite.prepare(`select coalesce(max(id), 0) as top from ${quote(table.name)}`).get() as {
      top: number;
    };
    const seq = (counter.get(table.name) as { seq: number } | undefined)?.seq ?? 0;
    let next = Math.max(top.top, seq) + 1;
    const map = new Map<number, number>();
    const rows = file[table.name] ?? [];
    const ids = rows.map((row, index) => {
      const id = row.id;
      if (typeof id !== 'number' || !Number.isInteger(id)) {
        throw refused('BACKUP_DAMAGED', `body.backup.tables.${table.name}.${index}.id`);
      }
      return id;
    });
    for (const id of [...ids].sort((a, b) => a - b)) {
      if (map.has(id)) throw refused('BACKUP_DAMAGED', `body.backup.tables.${table.name}`);
      map.set(id, next);
      next += 1;
    }
    maps.set(table.name, map);
  }
  return maps;
}

/** The table a soft reference names for this row (null: the row names none, e.g. a voucher written by hand). */
function softTarget(row: BackupRow, target: (typeof softReferences)[string][number]['target']): string | null {
  if (typeof target === 'string') return target;
  const kind = row[target.by];
  if (kind === null || kind === undefined) return null;
  return target.tables[String(kind)] ?? '';
}

const columnMaps = new WeakMap<OwnedTable, Map<string, OwnedTable['columns'][number]>>();
function columnsByName(table: OwnedTable) {
  let map = columnMaps.get(table);
  if (!map) {
    map = new Map(table.columns.map((column) => [column.name, column]));
    columnMaps.set(table, map);
  }
  return map;
}

/**
 * A file's row with every id renumbered: its own, the company's, each declared foreign key's and each soft
 * reference's, users by e-mail, and bytes decoded. Null when the row cannot be kept without a person this server
 * does not have (a saved report of someone unknown). A reference to a row the file does not hold is refused, but
 * for a soft reference that may outlive its row (a voucher whose document was removed): it restores as null.
 */
export function remapRow(
  table: OwnedTable,
  row: BackupRow,
  index: number,
  maps: IdMaps,
): Record<string, string | number | Buffer | null> | null {
  const path = `body.backup.tables.${table.name}.${index}`;
  const known = columnsByName(table);
  const out: Record<string, string | number | Buffer | null> = {};
  for (const [column, value] of Object.entries(row)) {
    const info = known.get(column);
    if (!info) throw refused('BACKUP_UNKNOWN_COLUMN', `${path}.${column}`);
    out[column] =
      info.type.toUpperCase() === 'BLOB' && typeof value === 'string' ? Buffer.from(value, 'base64') : value;
  }
  const lookUp = (target: string, column: string, outlivesTarget = false) => {
    const old = row[column];
    if (old === null || old === undefined) return;
    const found = typeof old === 'number' ? maps.tables.get(target)?.get(old) : undefined;
    if (found !== undefined) out[column] = found;
    else if (outlivesTarget && typeof old === 'number') out[column] = null;
    else throw refused('BACKUP_BROKEN_REFERENCE', `${path}.${column}`);
  };
  if (table.hasId) lookUp(table.name, 'id');
  if ('company_id' in out) out.company_id = maps.companyId;
  for (const fk of table.foreignKeys) {
    if (!(fk.column in out) || out[fk.column] === null) continue;
    if (fk.table === 'companies') out[fk.column] = maps.companyId;
    else if (fk.table === 'users') {
      const user = maps.users.get(Number(row[fk.column])) ?? null;
      if (user === null && known.get(fk.column)?.notNull) return null;
      out[fk.column] = user;
    } else lookUp(fk.table, fk.column);
  }
  for (const soft of softReferences[table.name] ?? []) {
    if (row[soft.column] === null || row[soft.column] === undefined) continue;
    const target = softTarget(row, soft.target);
    if (target === '') throw refused('BACKUP_BROKEN_REFERENCE', `${path}.${soft.column}`);
    if (target !== null) lookUp(target, soft.column, Boolean(soft.outlivesTarget));
  }
  return out;
}

/**
 * Values unique across the server (serverUniqueColumns) are kept when free here and made afresh when taken: the
 * original company may live on this server too.
 */
export function freeUniqueValues(
  sqlite: Db['$client'],
  table: string,
  row: Record<string, unknown>,
  fresh: (column: string) => string,
): void {
  for (const column of serverUniqueColumns[table] ?? []) {
    const value = row[column];
    if (value === null || value === undefined) continue;
    const taken = sqlite.prepare(`select 1 from ${quote(table)} where ${quote(column)} = ?`).get(value);
    if (taken) row[column] = fresh(column);
  }
}
