import type { BackupRow, CompanyBackup } from '@daftar/contracts/endpoints/company-backup';
import type { Db } from '@daftar/db/client';
import { backedUpTables, serverUniqueColumns } from '../../src/domain/backup/backup-tables.ts';
import { type IdMaps, remapRow } from '../../src/domain/backup/restore-rows.ts';

/**
 * A backup with its ids replaced by their rank in each table (1, 2, 3… in id order, every reference following),
 * people by e-mail, the company's own id and invitation code, the export's time and the server-unique values
 * (a link's token, made afresh beside the original) left out: two files of the same company compare equal.
 */
export function canonical(db: Db, file: CompanyBackup) {
  const tables = backedUpTables(db.$client);
  const ranks = new Map<string, Map<number, number>>();
  for (const table of tables.filter((each) => each.hasId)) {
    const ids = (file.tables[table.name] ?? []).map((row) => Number(row.id)).sort((a, b) => a - b);
    ranks.set(table.name, new Map(ids.map((id, index) => [id, index + 1])));
  }
  const emails = [...file.users].sort((a, b) => a.email.localeCompare(b.email));
  const maps: IdMaps = {
    companyId: 0,
    tables: ranks,
    users: new Map(file.users.map((user) => [user.id, emails.findIndex((each) => each.email === user.email) + 1])),
  };
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    rows[table.name] = (file.tables[table.name] ?? []).map((row, index) => {
      const mapped = remapRow(table, row, index, maps) ?? {};
      for (const column of serverUniqueColumns[table.name] ?? []) delete mapped[column];
      return Object.fromEntries(
        Object.entries(mapped).map(([key, value]) => [key, Buffer.isBuffer(value) ? value.toString('base64') : value]),
      );
    });
  }
  const { id: _id, invitation_code: _code, ...company } = file.company as BackupRow;
  return {
    format: file.format,
    version: file.version,
    company,
    users: emails.map(({ email, firstName, lastName }) => ({ email, firstName, lastName })),
    members: file.members
      .map((member) => ({ email: file.users.find((user) => user.id === member.userId)?.email, role: member.role }))
      .sort((a, b) => String(a.email).localeCompare(String(b.email))),
    tables: rows,
  };
}
