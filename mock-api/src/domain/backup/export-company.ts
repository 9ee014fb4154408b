import {
  type BackupRow,
  type CompanyBackup,
  backupFormat,
  backupVersion,
} from '@daftar/contracts/endpoints/company-backup';
import type { CompanyRole } from '@daftar/contracts/endpoints/employees-roles';
import type { Db } from '@daftar/db/client';
import { DomainError } from '../errors.ts';
import { backedUpTables, orderedRowsSql, type OwnedTable } from './backup-tables.ts';

type Cell = string | number | bigint | Buffer | null;

/** A stored value as the file holds it: bytes as base64, everything else as it is. */
function cellOf(value: Cell): string | number | null {
  if (Buffer.isBuffer(value)) return value.toString('base64');
  if (typeof value === 'bigint') return Number(value);
  return value;
}

function rowOf(row: Record<string, Cell>): BackupRow {
  return Object.fromEntries(Object.entries(row).map(([column, value]) => [column, cellOf(value)]));
}

/** The users' ids a table's rows name (authors, uploaders, a saved report's owner). */
function userIdsIn(table: OwnedTable, rows: BackupRow[], into: Set<number>): void {
  const columns = table.foreignKeys.filter((fk) => fk.table === 'users').map((fk) => fk.column);
  for (const row of rows) {
    for (const column of columns) {
      const value = row[column];
      if (typeof value === 'number') into.add(value);
    }
  }
}

/**
 * Everything the company owns as one backup file (contracts' `companyBackupSchema`): its row, every table found by
 * `backedUpTables` with the rows in key order, its members, and the people any row names. Read in one transaction,
 * so the file is one moment of the company. Unknown company: 404.
 */
export function exportCompany(db: Db, companyId: number, now: Date = new Date()): CompanyBackup {
  const sqlite = db.$client;
  return sqlite.transaction(() => {
    const company = sqlite.prepare('select * from companies where id = ?').get(companyId) as
      | Record<string, Cell>
      | undefined;
    if (!company) throw new DomainError('not-found', 'COMPANY_NOT_FOUND');
    const tables: Record<string, BackupRow[]> = {};
    const userIds = new Set<number>();
    for (const table of backedUpTables(sqlite)) {
      const rows = (sqlite.prepare(orderedRowsSql(table)).all(companyId) as Record<string, Cell>[]).map(rowOf);
      tables[table.name] = rows;
      userIdsIn(table, rows, userIds);
    }
    const members = sqlite
      .prepare('select user_id as userId, role from memberships where company_id = ? order by user_id')
      .all(companyId) as { userId: number; role: CompanyRole }[];
    for (const member of members) userIds.add(member.userId);
    const ids = [...userIds].sort((a, b) => a - b);
    const users = ids.length
      ? (sqlite
          .prepare(
            `select id, email, first_name as firstName, last_name as lastName from users where id in (${ids.map(() => '?').join(', ')}) order by id`,
          )
          .all(...ids) as CompanyBackup['users'])
      : [];
    return {
      format: backupFormat,
      version: backupVersion,
      exportedAt: now.toISOString(),
      company: rowOf(company),
      users,
      members,
      tables,
    };
  })();
}
