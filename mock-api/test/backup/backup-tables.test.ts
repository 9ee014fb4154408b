import { createTempDb, type TempDb } from '@daftar/db/testing/temp-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chequeStepSource } from '../../src/domain/cheques/cheque-posting.ts';
import { invoiceSource, paymentSource, returnSource } from '../../src/domain/invoices/invoice-posting.ts';
import { moneyRecordSource } from '../../src/domain/money-records/money-record-posting.ts';
import { ownerSource } from '../../src/domain/treasury/owners.ts';
import { settlementSource } from '../../src/domain/treasury/petty-cash.ts';
import { openingSource } from '../../src/domain/treasury/treasury-accounts.ts';
import { transferSource } from '../../src/domain/treasury/transfers.ts';
import {
  backedUpTables,
  columnsOf,
  foreignKeysOf,
  leftOutTables,
  plainIdColumns,
  softReferences,
} from '../../src/domain/backup/backup-tables.ts';

let t: TempDb;
beforeAll(() => {
  t = createTempDb();
});
afterAll(() => t.dispose());

const tables = () =>
  (
    t.db.$client
      .prepare(
        "select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'",
      )
      .all() as { name: string }[]
  ).map((row) => row.name);

describe('the tables a company backup carries', () => {
  it('carries every table with a company_id, directly or through its parent, or names it as left out with why', () => {
    const owned = new Set(
      tables().filter((name) => columnsOf(t.db.$client, name).some((c) => c.name === 'company_id')),
    );
    for (let grew = true; grew; ) {
      grew = false;
      for (const name of tables()) {
        if (owned.has(name) || name === 'companies') continue;
        if (foreignKeysOf(t.db.$client, name).some((fk) => owned.has(fk.table))) {
          owned.add(name);
          grew = true;
        }
      }
    }
    const carried = new Set(backedUpTables(t.db.$client).map((table) => table.name));
    const forgotten = [...owned].filter((name) => !carried.has(name) && !Object.hasOwn(leftOutTables, name));
    expect(forgotten).toEqual([]);
    expect(Object.keys(leftOutTables).filter((name) => !owned.has(name))).toEqual([]);
    expect([...carried].filter((name) => Object.hasOwn(leftOutTables, name))).toEqual([]);
  });

  it('knows what every *_id column of those tables names: a declared key, a listed reference, or a plain value', () => {
    const unknown: string[] = [];
    for (const table of backedUpTables(t.db.$client)) {
      const declared = new Set(table.foreignKeys.map((fk) => fk.column));
      const soft = new Set((softReferences[table.name] ?? []).map((ref) => ref.column));
      for (const { name } of table.columns) {
        if (!name.endsWith('_id') || declared.has(name) || soft.has(name) || plainIdColumns.has(name)) continue;
        unknown.push(`${table.name}.${name}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('names a table for every kind of document that posts a voucher, and only carried tables', () => {
    const sources = [
      invoiceSource,
      paymentSource,
      returnSource,
      chequeStepSource,
      settlementSource,
      transferSource,
      ownerSource,
      openingSource,
      moneyRecordSource,
    ];
    const target = softReferences.vouchers?.[0]?.target;
    const named = typeof target === 'object' ? target.tables : {};
    expect(sources.filter((source) => !Object.hasOwn(named, source))).toEqual([]);
    const carried = new Set(backedUpTables(t.db.$client).map((table) => table.name));
    const targets = Object.values(softReferences).flatMap((refs) =>
      refs.flatMap((ref) => (typeof ref.target === 'string' ? [ref.target] : Object.values(ref.target.tables))),
    );
    expect(targets.filter((name) => !carried.has(name))).toEqual([]);
  });

  it('puts every table after the tables it names (a restore writes them in this order)', () => {
    const order = backedUpTables(t.db.$client);
    const at = new Map(order.map((table, index) => [table.name, index]));
    const late = order.flatMap((table) =>
      table.foreignKeys
        .filter((fk) => fk.table !== table.name && (at.get(fk.table) ?? -1) > (at.get(table.name) ?? 0))
        .map((fk) => `${table.name} before ${fk.table}`),
    );
    expect(late).toEqual([]);
  });
});
