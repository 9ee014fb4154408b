import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { z } from 'zod';
import type { invoiceListQuerySchema } from '@daftar/contracts/endpoints/invoice-list-schemas';
import { openDb } from '@daftar/db/client';
import { migrateDb } from '@daftar/db/migrate';
import { seedDb } from '@daftar/db/seed';
import { seedPeriods, tehranDay } from '@daftar/db/seed/seed-years';
import { seededCompanies } from '@daftar/db/seed/accounts';
import { insertStakeholderRows, stakeholderSeedRows } from '@daftar/db/seed/stakeholders';
import { normalizeSearchText } from '@daftar/db/text/search-text';
import { listInvoices } from '../domain/invoices/invoice-list.ts';
import { seedCompanyInvoices } from '../seed/invoices.ts';
import { at, timed } from './bench-timing.ts';

/**
 * `pnpm bench`'s invoices: the seed plus BENCH_INVOICES (100,000) invoices of «بازرگانی آرمان» (60% sales, 40%
 * purchases, over 2,000 stakeholders, posted and paid as the seed writes them), then, in process, pages of 50 of the
 * list as the overview asks for them (tab, search, sort, with the totals of the filtered rows) beside the raw SQL of
 * the same page and sums.
 */
const invoiceCount = Number(process.env.BENCH_INVOICES ?? 100_000);
const runs = Number(process.env.BENCH_INVOICE_RUNS ?? 300);
type Query = z.output<typeof invoiceListQuerySchema>;

const dir = mkdtempSync(join(tmpdir(), 'daftar-invoices-'));
const db = openDb(join(dir, 'invoices.sqlite'));
const companyId = seededCompanies.arman.id;

function fill(): void {
  migrateDb(db);
  seedDb(db);
  db.transaction((tx) => {
    insertStakeholderRows(tx, stakeholderSeedRows(companyId, 2_000));
    const sells = Math.round(invoiceCount * 0.6);
    const [, current] = seedPeriods(tehranDay());
    if (!current) throw new Error('bench: no current seeded year');
    seedCompanyInvoices(tx, db.$client, companyId, 100, current, {
      counts: { SELL: sells, PURCHASE: invoiceCount - sells },
    });
  });
  db.$client.exec('analyze');
}

const sortColumns: Record<string, string> = {
  issueDate: 'issue_date',
  stakeholderName: 'stakeholder_sort_name',
  grandTotal: 'grand_total',
};

/** The same page and sums in hand-written SQL: what the list costs without the domain and drizzle. */
function rawList(query: Query) {
  const where = ['company_id = ?'];
  const params: unknown[] = [companyId];
  if (query.kind) where.push('kind = ?') && params.push(query.kind);
  if (query.status) where.push('status = ?') && params.push(query.status);
  for (const word of normalizeSearchText(query.q ?? '')
    .split(' ')
    .filter(Boolean)) {
    where.push('instr(search_text, ?) > 0');
    params.push(word);
  }
  const descending = query.sort.startsWith('-');
  const column = sortColumns[query.sort.replace('-', '')] ?? 'issue_date';
  const direction = descending ? 'desc' : 'asc';
  const clause = where.join(' and ');
  const page = db.$client.prepare(
    `select * from invoices where ${clause} order by ${column} ${direction}, id ${direction} limit ? offset ?`,
  );
  const sums = db.$client.prepare(
    `select count(*), sum(grand_total), sum(vat_total), sum(paid), sum(balance_due) from invoices where ${clause}`,
  );
  return () => {
    page.all(...params, query.pageSize, (query.page - 1) * query.pageSize);
    sums.get(...params);
  };
}

try {
  const started = performance.now();
  fill();
  const total = (
    db.$client.prepare('select count(*) as n from invoices where company_id = ?').get(companyId) as {
      n: number;
    }
  ).n;
  console.log(
    `invoices: ${total.toLocaleString('en')} invoices written (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  const surname = 'احمدی';
  const targets: [string, Partial<Query>][] = [
    ['all, newest first', {}],
    ['sell tab, newest first', { kind: 'SELL' }],
    [`search «${surname}», newest first`, { q: surname }],
    ['search a number (S-12345)', { q: 'S-12345' }],
    ['sell tab, by stakeholder name, page 100', { kind: 'SELL', sort: 'stakeholderName', page: 100 }],
    ['sell tab, largest total first', { kind: 'SELL', sort: '-grandTotal' }],
    ['status partly paid, newest first', { status: 'PARTIALLY_PAID' }],
  ];
  const ms = (value: number) => value.toFixed(2).padStart(9);
  const load = loadavg()[0]?.toFixed(1);
  console.log(
    `\ninvoice list, in process, Node ${process.version}, load average ${load}: ${total.toLocaleString('en')} invoices, pages of 50 with the filtered rows' totals (${runs} runs)\n`,
  );
  console.log(`${'target'.padEnd(50)}   median      p99  cpu med  cpu p99  raw med  raw p99   vs raw`);
  for (const [label, partial] of targets) {
    const query: Query = { page: 1, pageSize: 50, sort: '-issueDate', ...partial };
    const list = timed(() => listInvoices(db, companyId, query), runs);
    const raw = timed(rawList(query), runs);
    const rows = listInvoices(db, companyId, query);
    const figures = [list.wall, list.cpu, raw.wall].flatMap((times) => [ms(at(times, 0.5)), ms(at(times, 0.99))]);
    const ratio = (at(list.cpu, 0.5) / at(raw.cpu, 0.5)).toFixed(2).padStart(8);
    console.log(`${`${label} (${rows.totals.count.toLocaleString('en')})`.padEnd(50)}${figures.join('')}${ratio}x`);
  }
  console.log('(ms; each row is one page of 50 and the count and sums of every matching invoice; vs raw: CPU medians)');
  console.log('\ntarget: the invoice list p99 <= 20 ms');
} finally {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
}
