import type { Db } from '@daftar/db/client';

/**
 * Which tables a company owns and how their rows point at each other, read from SQLite's catalogue rather than
 * listed by hand, so an area added later is carried by the backup the day its migration lands. What the catalogue
 * cannot say is listed here: the tables deliberately left out (with why), and the references that are no declared
 * foreign key (a voucher's source document, an attachment's owner).
 */

/** Company-owned tables a backup does not carry, and why. */
export const leftOutTables: Readonly<Record<string, string>> = {
  company_activities: 'the log of who did what in the original company; a restore is not their work',
  account_period_totals: "the journal's monthly roll-up, rebuilt from the voucher lines on restore",
  account_day_totals: "the journal's daily roll-up, rebuilt from the voucher lines on restore",
  invoice_list_totals: "the invoice list's totals, kept by triggers on the invoices",
  stakeholder_list_counts: "the stakeholder list's counts, kept by triggers on the stakeholders",
  item_list_counts: "the item list's counts, kept by triggers on the items",
  api_keys: "secrets of the original company's members",
  invitations: 'invitations sent for the original company, each with its own secret link',
  memberships: 'carried as the file’s members, brought only when asked',
};

/** A column holding another table's id without a declared foreign key: the table it names, by the row's kind. */
export interface SoftReference {
  column: string;
  /** The table the id names: one table, or by the value of another column (null when that value names none). */
  target: string | { by: string; tables: Readonly<Record<string, string>> };
  /** Why the row may name a row that no longer exists (restored as null); a reference without it must resolve. */
  outlivesTarget?: string;
}

/** The documents a voucher's `source_type` names (mock-api's `postDocument` callers). */
const voucherSources: Readonly<Record<string, string>> = {
  INVOICE: 'invoices',
  INVOICE_PAYMENT: 'invoice_payments',
  INVOICE_RETURN: 'invoice_returns',
  CHEQUE_STEP: 'cheque_steps',
  PETTY_CASH_SETTLEMENT: 'petty_cash_settlements',
  TREASURY_TRANSFER: 'treasury_transfers',
  OWNER_TRANSACTION: 'owner_transactions',
  TREASURY_OPENING: 'treasury_accounts',
  MONEY_RECORD: 'money_records',
  /** The opening voucher an opening-balances import wrote: its year's. */
  OPENING_BALANCES: 'fiscal_years',
};

export const softReferences: Readonly<Record<string, readonly SoftReference[]>> = {
  vouchers: [
    {
      column: 'source_id',
      target: { by: 'source_type', tables: voucherSources },
      outlivesTarget:
        'a FINAL voucher and its reversal stay in the journal when their document is removed (a payment taken back)',
    },
  ],
  stock_movements: [
    {
      column: 'source_id',
      target: {
        by: 'source_type',
        tables: {
          PURCHASE: 'invoices',
          DELIVERY: 'delivery_notes',
          SELL_RETURN: 'invoice_returns',
          PURCHASE_RETURN: 'invoice_returns',
        },
      },
    },
  ],
  attachments: [
    { column: 'owner_id', target: { by: 'owner_kind', tables: { MONEY_RECORD: 'money_records', CHEQUE: 'cheques' } } },
  ],
  invoices: [{ column: 'source_invoice_id', target: 'invoices' }],
};

/**
 * Columns ending in `_id` that name nothing in this database (a national id, a tax id, a goods/service id), so the
 * catalogue test can tell a forgotten reference from a plain value.
 */
export const plainIdColumns: ReadonlySet<string> = new Set([
  'national_id',
  'drawer_national_id',
  'sayad_id',
  'goods_service_id',
  'memory_id',
  'tax_id',
  'reference_tax_id',
]);

/**
 * Values unique across the whole server (a payment link's public token, a payment's reference): kept when free on
 * the restoring server, made afresh when taken (restoring beside the original company).
 */
export const serverUniqueColumns: Readonly<Record<string, readonly string[]>> = {
  payment_links: ['token'],
  link_purchases: ['reference'],
};

export interface ColumnInfo {
  name: string;
  type: string;
  notNull: boolean;
  pk: number;
}

export interface ForeignKey {
  column: string;
  table: string;
}

export interface OwnedTable {
  name: string;
  columns: ColumnInfo[];
  /** Declared foreign keys to other tables (users' and companies' ones included). */
  foreignKeys: ForeignKey[];
  /** SQL selecting the company's rows, with one `?` for the company id. */
  rowsOf: string;
  /** The columns its rows are put in order by (its key), so a file lists them the same way every time. */
  orderBy: string[];
  /** Whether its rows have an `id` of their own that others name (renumbered on restore). */
  hasId: boolean;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

function tableNames(sqlite: Db['$client']): string[] {
  const rows = sqlite
    .prepare(
      "select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%' order by name",
    )
    .all() as { name: string }[];
  return rows.map((row) => row.name);
}

export function columnsOf(sqlite: Db['$client'], table: string): ColumnInfo[] {
  const rows = sqlite
    .prepare('select name, type, "notnull" as "notNull", pk from pragma_table_xinfo(?) where hidden = 0 order by cid')
    .all(table) as { name: string; type: string; notNull: number; pk: number }[];
  return rows.map((row) => ({ ...row, notNull: row.notNull === 1 }));
}

export function foreignKeysOf(sqlite: Db['$client'], table: string): ForeignKey[] {
  const rows = sqlite.prepare('select "from", "table" from pragma_foreign_key_list(?)').all(table) as {
    from: string;
    table: string;
  }[];
  return rows.map((row) => ({ column: row.from, table: row.table }));
}

/**
 * Every table holding a company's rows: those with a company_id, and those whose declared foreign key leads to one
 * (an invoice's lines through the invoice, a link's purchases through the terminal), in an order where a table
 * follows the table it is found through. `companies` itself is not among them.
 */
export function companyOwnedTables(sqlite: Db['$client']): OwnedTable[] {
  const names = tableNames(sqlite).filter((name) => name !== 'companies');
  const info = new Map(
    names.map((name) => [name, { columns: columnsOf(sqlite, name), fks: foreignKeysOf(sqlite, name) }]),
  );
  const owned = new Map<string, OwnedTable>();
  const make = (name: string, rowsOf: string): OwnedTable => {
    const { columns, fks } = info.get(name) ?? { columns: [], fks: [] };
    const key = columns.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk);
    const hasId = columns.some((column) => column.name === 'id' && column.pk === 1 && key.length === 1);
    return { name, columns, foreignKeys: fks, rowsOf, orderBy: key.map((column) => column.name), hasId };
  };
  for (const name of names) {
    if (info.get(name)?.columns.some((column) => column.name === 'company_id')) {
      owned.set(name, make(name, `select * from ${quote(name)} where company_id = ?`));
    }
  }
  // Children found through a parent already owned, until no more are found (a grandchild after its parent).
  for (let found = true; found; ) {
    found = false;
    for (const name of names) {
      if (owned.has(name)) continue;
      const via = info.get(name)?.fks.find((fk) => owned.get(fk.table)?.hasId);
      const parent = via && owned.get(via.table);
      if (!via || !parent) continue;
      const parentIds = parent.rowsOf.replace('select *', 'select id');
      owned.set(name, make(name, `select * from ${quote(name)} where ${quote(via.column)} in (${parentIds})`));
      found = true;
    }
  }
  return [...owned.values()];
}

/**
 * Tables after every table they name by a declared foreign key (a row's own table aside). A restore writes them in
 * this order: with foreign keys checked at the commit, a row naming one not yet written is counted as a pending
 * violation, and while any is pending SQLite searches the child tables on every parent row it writes (a seeded
 * company's restore took 20 s instead of 2).
 */
function parentsFirst(tables: OwnedTable[]): OwnedTable[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const done = new Set<string>();
  const ordered: OwnedTable[] = [];
  const visit = (table: OwnedTable, path: Set<string>) => {
    if (done.has(table.name) || path.has(table.name)) return;
    path.add(table.name);
    for (const fk of table.foreignKeys) {
      const parent = byName.get(fk.table);
      if (parent && parent !== table) visit(parent, path);
    }
    done.add(table.name);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** The tables a backup carries: every company-owned table but those left out, parents first. */
export function backedUpTables(sqlite: Db['$client']): OwnedTable[] {
  return parentsFirst(companyOwnedTables(sqlite).filter((table) => !Object.hasOwn(leftOutTables, table.name)));
}

/** Rows in key order, the order a file lists them. */
export function orderedRowsSql(table: OwnedTable): string {
  return `${table.rowsOf} order by ${table.orderBy.map(quote).join(', ')}`;
}

export { quote };
