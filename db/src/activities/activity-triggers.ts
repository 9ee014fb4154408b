import type Database from 'better-sqlite3';

/**
 * Company-scoped tables whose rows are not a company's activity: derived from the documents in the same
 * transaction (the journal's lines and its monthly and daily roll-ups, the lists' totals and counts, stock movements, a recurring
 * invoice's runs and failed runs — the invoice a run makes is logged itself), the log itself, or a preference.
 */
export const unauditedTables: ReadonlySet<string> = new Set([
  'company_activities',
  'account_period_totals',
  'account_day_totals',
  'voucher_lines',
  'stock_movements',
  'invoice_schedule_runs',
  'invoice_schedule_failures',
  'invoice_list_totals',
  'stakeholder_list_counts',
  'item_list_counts',
  // A spreadsheet import's remembered column mapping: a preference, not a record of the company.
  'import_mappings',
]);

/** Tables without a company_id of their own, and the parent row that names their company. */
export const auditedChildTables: Readonly<Record<string, { parent: string; column: string }>> = {
  invoice_lines: { parent: 'invoices', column: 'invoice_id' },
  delivery_note_lines: { parent: 'delivery_notes', column: 'delivery_note_id' },
  invoice_return_lines: { parent: 'invoice_returns', column: 'return_id' },
  petty_cash_settlement_lines: { parent: 'petty_cash_settlements', column: 'settlement_id' },
  payment_links: { parent: 'terminals', column: 'terminal_id' },
  link_purchases: { parent: 'terminals', column: 'terminal_id' },
};

/**
 * Columns never copied into the log: secrets, keys derived from other columns, bookkeeping timestamps that change
 * with every write (a change of only these is no activity), and the owner, which the log row already names.
 */
const unloggedColumns: ReadonlySet<string> = new Set([
  'company_id',
  'search_text',
  'sort_name',
  'stakeholder_sort_name',
  'updated_at',
  'last_used_at',
  'secret_hash',
  'token_hash',
  'code_hash',
  'token',
  // An e-invoice export's JSON: drawn from the invoice, which the log keeps itself (kilobytes per export).
  'document',
]);

interface ColumnInfo {
  name: string;
  type: string;
  pk: number;
}

export interface AuditedTable {
  name: string;
  /** The columns whose values the log keeps. */
  columns: string[];
  /** SQL naming the row's company, given `NEW` or `OLD`. */
  company(row: 'NEW' | 'OLD'): string;
  /** SQL naming the row's id (its integer key; the company for a company's one-row tables). */
  entityId(row: 'NEW' | 'OLD'): string;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

function columnsOf(sqlite: Database.Database, table: string): ColumnInfo[] {
  return sqlite.prepare(`select name, type, pk from pragma_table_info(?)`).all(table) as ColumnInfo[];
}

/**
 * Every table a company's activity is written to, read from SQLite's catalogue rather than listed by hand, so an
 * area added later is audited the day its migration lands: the companies themselves, every table with a
 * company_id (but `unauditedTables`), and the child tables of `auditedChildTables`.
 */
export function auditedTables(sqlite: Database.Database): AuditedTable[] {
  const names = (
    sqlite
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%' order by name",
      )
      .all() as { name: string }[]
  ).map((row) => row.name);
  const audited: AuditedTable[] = [];
  for (const name of names) {
    if (unauditedTables.has(name)) continue;
    const columns = columnsOf(sqlite, name);
    const has = (column: string) => columns.some((info) => info.name === column);
    const child = auditedChildTables[name];
    let company: AuditedTable['company'];
    if (name === 'companies') company = (row) => `${row}."id"`;
    else if (has('company_id')) company = (row) => `${row}."company_id"`;
    else if (child)
      company = (row) => `(select company_id from ${quote(child.parent)} where id = ${row}.${quote(child.column)})`;
    else continue;
    const key =
      columns.find((info) => info.name === 'id') ??
      columns.find((info) => info.pk > 0 && info.name !== 'company_id' && info.type.toUpperCase() === 'INTEGER');
    audited.push({
      name,
      columns: columns
        .filter((info) => !unloggedColumns.has(info.name) && info.type.toUpperCase() !== 'BLOB')
        .map((info) => info.name),
      company,
      entityId: key ? (row) => `${row}.${quote(key.name)}` : company,
    });
  }
  return audited;
}

type Action = 'CREATE' | 'UPDATE' | 'DELETE';

/** `json_array(ROW."a", ROW."b", …)` of the logged columns. */
const valuesOf = (table: AuditedTable, row: 'NEW' | 'OLD') =>
  `json_array(${table.columns.map((column) => `${row}.${quote(column)}`).join(', ')})`;

/**
 * One small statement per trigger: the values go to `daftar_activity_changes` (activity-actor.ts), which keeps the
 * changed ones (or, for a created or deleted row, those with a value) as `{column: [before, after]}`, or answers
 * null when nothing logged changed. Kept small on purpose: SQLite compiles a table's triggers into every statement
 * that writes to it, and the seed prepares one statement per row.
 */
function triggerSql(table: AuditedTable, action: Action): string {
  const event = { CREATE: 'insert', UPDATE: 'update', DELETE: 'delete' }[action];
  const row = action === 'DELETE' ? 'OLD' : 'NEW';
  const before = action === 'CREATE' ? 'null' : valuesOf(table, 'OLD');
  const after = action === 'DELETE' ? 'null' : valuesOf(table, 'NEW');
  const columns = `'${table.columns.join(',')}'`;
  return `create trigger ${quote(`activity_${table.name}_${event}`)} after ${event} on ${quote(table.name)}
when daftar_activity_on()
begin
  insert into company_activities (company_id, user_id, api_key_id, entity, entity_id, action, changes)
  select company, daftar_activity_user(), daftar_activity_key(), '${table.name}', ${table.entityId(row)}, '${action}', changes
  from (select ${table.company(row)} as company, daftar_activity_changes(${columns}, ${before}, ${after}) as changes)
  where company is not null and changes is not null;
end`;
}

/** Inside an API request the log is append-only; the seed and the fault lab's reset (outside one) may empty it. */
const appendOnlyGuards = ['update', 'delete'].map(
  (event) => `create trigger "activity_company_activities_${event}_guard" before ${event} on company_activities
when daftar_activity_on()
begin
  select raise(abort, 'COMPANY_ACTIVITIES_APPEND_ONLY');
end`,
);

/**
 * (Re)creates the activity triggers from the tables as they are now, in one transaction: run after every
 * migration (`migrateDb`), so a column added later is logged too and a rebuilt table gets its triggers back.
 */
export function installActivityTriggers(sqlite: Database.Database): void {
  sqlite.transaction(() => {
    const existing = sqlite
      .prepare("select name from sqlite_master where type = 'trigger' and name like 'activity\\_%' escape '\\'")
      .all() as { name: string }[];
    for (const { name } of existing) sqlite.exec(`drop trigger ${quote(name)}`);
    for (const table of auditedTables(sqlite))
      for (const action of ['CREATE', 'UPDATE', 'DELETE'] as const) sqlite.exec(triggerSql(table, action));
    for (const guard of appendOnlyGuards) sqlite.exec(guard);
  })();
}
