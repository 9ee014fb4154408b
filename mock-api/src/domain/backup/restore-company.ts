import { randomBytes } from 'node:crypto';
import {
  type CompanyBackup,
  companyBackupSchema,
  type RestoredCompany,
} from '@daftar/contracts/endpoints/company-backup';
import { withoutActivityLog } from '@daftar/db/activities/activity-actor';
import { rebuildPeriodTotals } from '@daftar/db/accounting/period-totals';
import type { Db } from '@daftar/db/client';
import { randomToken } from '../../auth/secrets.ts';
import { DomainError } from '../errors.ts';
import { newLinkToken } from '../pay/links.ts';
import { backedUpTables, type OwnedTable, quote } from './backup-tables.ts';
import { type RawBackup, upgradeBackup } from './backup-upgrades.ts';
import { freeUniqueValues, type IdMaps, newIds, remapRow } from './restore-rows.ts';

type Sqlite = Db['$client'];

export interface RestoreOptions {
  /** The file's members come along (matched by e-mail, made when new), the file's owner as ADMIN. */
  withEmployees: boolean;
}

/** A file checked whole: its kind and version first (upgraded when older), then its shape. */
export function readBackup(raw: RawBackup): CompanyBackup {
  const parsed = companyBackupSchema.safeParse(upgradeBackup(raw));
  if (parsed.success) return parsed.data;
  throw new DomainError(
    'invalid',
    'BACKUP_DAMAGED',
    parsed.error.issues.slice(0, 20).map((issue) => ({
      path: ['body', 'backup', ...issue.path.map(String)].join('.'),
      message: 'BACKUP_DAMAGED',
    })),
  );
}

const newInvitationCode = () =>
  randomToken(12)
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 8);

const freshValue = (column: string) =>
  column === 'token'
    ? newLinkToken()
    : `R${BigInt(`0x${randomBytes(6).toString('hex')}`)
        .toString()
        .padStart(15, '0')}`;

/**
 * Inserts by statements kept per table and column list: SQLite compiles a table's triggers (search indexes,
 * activity log) into every statement that writes it, so preparing one per row made a seeded company's restore 20
 * times slower.
 */
function rowInserter(sqlite: Sqlite) {
  const statements = new Map<string, ReturnType<Sqlite['prepare']>>();
  return (table: string, row: Record<string, unknown>) => {
    const columns = Object.keys(row);
    const sql = `insert into ${quote(table)} (${columns.map(quote).join(', ')}) values (${columns.map(() => '?').join(', ')})`;
    let statement = statements.get(sql);
    if (!statement) {
      statement = sqlite.prepare(sql);
      statements.set(sql, statement);
    }
    statement.run(columns.map((column) => row[column]));
  };
}

/** The company's own row: the file's fields, a new id and a new invitation code. */
function insertCompany(sqlite: Sqlite, file: CompanyBackup): number {
  const { id: _id, invitation_code: _code, ...fields } = file.company;
  const row = { ...fields, invitation_code: newInvitationCode() };
  const columns = Object.keys(row);
  const known = new Set(
    (sqlite.prepare('select name from pragma_table_info(?)').all('companies') as { name: string }[]).map((c) => c.name),
  );
  const unknown = columns.find((column) => !known.has(column));
  if (unknown)
    throw new DomainError('invalid', 'BACKUP_UNKNOWN_COLUMN', [
      { path: `body.backup.company.${unknown}`, message: 'BACKUP_UNKNOWN_COLUMN' },
    ]);
  rowInserter(sqlite)('companies', row);
  return Number((sqlite.prepare('select last_insert_rowid() as id').get() as { id: number }).id);
}

/**
 * The people the file names, by e-mail: those with an account here keep authorship of their rows; with
 * `withEmployees`, members without one get an account (they sign in with the e-mail code) and every member joins
 * with their role (the file's owner as ADMIN: the caller owns the new company). Answers how many joined.
 */
function matchPeople(sqlite: Sqlite, file: CompanyBackup, ownerId: number, companyId: number, options: RestoreOptions) {
  const byEmail = sqlite.prepare('select id from users where email = ?');
  const users = new Map<number, number | null>();
  for (const user of file.users) {
    users.set(user.id, (byEmail.get(user.email.toLowerCase()) as { id: number } | undefined)?.id ?? null);
  }
  sqlite.prepare("insert into memberships (user_id, company_id, role) values (?, ?, 'OWNER')").run(ownerId, companyId);
  let employees = 0;
  if (!options.withEmployees) return { users, employees };
  for (const member of file.members) {
    const person = file.users.find((user) => user.id === member.userId);
    if (!person)
      throw new DomainError('invalid', 'BACKUP_BROKEN_REFERENCE', [
        { path: 'body.backup.members', message: 'BACKUP_BROKEN_REFERENCE' },
      ]);
    let id = users.get(person.id) ?? null;
    if (id === null) {
      sqlite
        .prepare('insert into users (email, first_name, last_name) values (?, ?, ?)')
        .run(person.email.toLowerCase(), person.firstName, person.lastName);
      id = Number((sqlite.prepare('select last_insert_rowid() as id').get() as { id: number }).id);
      users.set(person.id, id);
    }
    if (id === ownerId) continue;
    const role = member.role === 'OWNER' ? 'ADMIN' : member.role;
    sqlite.prepare('insert into memberships (user_id, company_id, role) values (?, ?, ?)').run(id, companyId, role);
    employees += 1;
  }
  return { users, employees };
}

function tablesOf(file: CompanyBackup, tables: OwnedTable[]): void {
  const known = new Set(tables.map((table) => table.name));
  const unknown = Object.keys(file.tables).find((name) => !known.has(name));
  if (unknown) {
    throw new DomainError('invalid', 'BACKUP_UNKNOWN_TABLE', [
      { path: `body.backup.tables.${unknown}`, message: 'BACKUP_UNKNOWN_TABLE' },
    ]);
  }
}

/** A constraint the file's rows break (a check, a missing value, a duplicate) as the caller's 400. */
function constraintRefusal(error: unknown, table: string): unknown {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !code.startsWith('SQLITE_CONSTRAINT')) return error;
  const kind = code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ? 'BACKUP_BROKEN_REFERENCE' : 'BACKUP_INVALID_ROW';
  return new DomainError('invalid', kind, [{ path: `body.backup.tables.${table}`, message: kind }]);
}

/**
 * A new company from a backup file, in one transaction (a refusal writes nothing): the company, every table's rows
 * with their ids renumbered (`restore-rows.ts`), the caller as OWNER, the members when asked, and the journal's
 * roll-up rebuilt from the lines. The rows are the file's, not the caller's work, so the activity log stays silent.
 */
export function restoreCompany(db: Db, ownerId: number, raw: RawBackup, options: RestoreOptions): RestoredCompany {
  const file = readBackup(raw);
  const sqlite = db.$client;
  return withoutActivityLog(() => {
    try {
      return sqlite.transaction(() => {
        // Rows name each other in cycles (an invoice its voucher, the voucher its invoice): checked at the commit.
        sqlite.pragma('defer_foreign_keys = ON');
        const tables = backedUpTables(sqlite);
        tablesOf(file, tables);
        const companyId = insertCompany(sqlite, file);
        const people = matchPeople(sqlite, file, ownerId, companyId, options);
        const maps: IdMaps = { companyId, tables: newIds(sqlite, tables, file.tables), users: people.users };
        const insertRow = rowInserter(sqlite);
        let rows = 0;
        for (const table of tables) {
          (file.tables[table.name] ?? []).forEach((source, index) => {
            const row = remapRow(table, source, index, maps);
            if (!row) return;
            freeUniqueValues(sqlite, table.name, row, freshValue);
            try {
              insertRow(table.name, row);
            } catch (error) {
              throw constraintRefusal(error, `${table.name}.${index}`);
            }
            rows += 1;
          });
        }
        rebuildPeriodTotals(db, companyId);
        const name = String(file.company.name ?? '');
        return { companyId, name, rows, employees: people.employees };
      })();
    } catch (error) {
      throw constraintRefusal(error, '');
    }
  });
}
