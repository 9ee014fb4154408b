import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { z } from 'zod';
import type { itemListQuerySchema } from '@daftar/contracts/endpoints/items';
import type { stakeholderListQuerySchema } from '@daftar/contracts/endpoints/stakeholders';
import { openDb } from '@daftar/db/client';
import { migrateDb } from '@daftar/db/migrate';
import { itemSeedRows } from '@daftar/db/seed/items';
import { seededRandom } from '@daftar/db/seed/random';
import { insertStakeholderRows, stakeholderSeedRows } from '@daftar/db/seed/stakeholders';
import { items } from '@daftar/db/schema/items';
import { normalizeSearchText } from '@daftar/db/text/search-text';
import { createFiscalYear } from '../domain/accounting/fiscal-years.ts';
import { listVouchers } from '../domain/accounting/voucher-list.ts';
import { listItems } from '../domain/items.ts';
import { listStakeholders } from '../domain/stakeholders.ts';
import { fillInvoices, invoiceTargets } from './bench-lists-invoices.ts';
import { at, timed } from './bench-timing.ts';

/**
 * `pnpm bench`'s lists: one company with BENCH_LIST_ROWS (100,000) stakeholders, as many items, vouchers and invoices
 * (the seed's generators; the vouchers' descriptions name the stakeholders, the invoices are theirs), then, in
 * process, pages of 50 of each list as the screens ask for them (a page, a search, a sort by name, both) with the
 * count of every matching row (and the invoices' sums), beside the raw SQL of the same page and count. Wall and CPU time, median and p99 of BENCH_LIST_RUNS (200) runs.
 */
const rowCount = Number(process.env.BENCH_LIST_ROWS ?? 100_000);
const runs = Number(process.env.BENCH_LIST_RUNS ?? 200);
/** BENCH_LISTS=invoices,items times only those lists (all are filled). */
const only = process.env.BENCH_LISTS?.split(',');

const dir = mkdtempSync(join(tmpdir(), 'daftar-lists-'));
const db = openDb(join(dir, 'lists.sqlite'));

function fill(): { companyId: number; fiscalYearId: number; startDate: string } {
  migrateDb(db);
  const companyId = Number(
    db.$client.prepare("insert into companies (name) values ('بنچمارک فهرست‌ها')").run().lastInsertRowid,
  );
  const year = createFiscalYear(db, companyId, { year: 1405 });
  const people = stakeholderSeedRows(companyId, rowCount);
  const addVoucher = db.$client.prepare(
    `insert into vouchers (company_id, fiscal_year_id, number, date, status, kind, description, total)
     values (?, ?, ?, ?, 'FINAL', 'NORMAL', ?, ?)`,
  );
  const random = seededRandom(1405);
  const phrases = ['فروش به', 'خرید از', 'دریافت از', 'پرداخت به', 'برگشت از فروش'];
  db.transaction((tx) => {
    insertStakeholderRows(tx, people);
    const itemRows = itemSeedRows(companyId, rowCount);
    for (let start = 0; start < itemRows.length; start += 500) {
      tx.insert(items)
        .values(itemRows.slice(start, start + 500))
        .run();
    }
    const start = Date.parse(year.startDate);
    for (let n = 0; n < rowCount; n++) {
      const date = new Date(start + Math.floor((n / rowCount) * 365) * 86_400_000).toISOString().slice(0, 10);
      const name = random.pick(people).displayName;
      addVoucher.run(companyId, year.id, n + 1, date, `${random.pick(phrases)} ${name}`, random.int(1, 5000) * 10_000);
    }
  });
  fillInvoices(db, companyId, year.id, year.startDate, rowCount);
  db.$client.exec('analyze');
  return { companyId, fiscalYearId: year.id, startDate: year.startDate };
}

type StakeholderSort = z.output<typeof stakeholderListQuerySchema>['sort'];
type ItemSort = z.output<typeof itemListQuerySchema>['sort'];
/** A list call as a screen makes it: the sort, a search, the page. */
interface Spec<Sort> {
  label: string;
  sort: Sort;
  q?: string;
  page?: number;
}

interface Target {
  label: string;
  /** The domain's call, answering the page and the total. */
  list: () => { total: number };
  /** The same page and count in hand-written SQL, when not `rawList`'s. */
  raw?: () => void;
  table: string;
  search?: string;
  order: string;
  page: number;
}

/**
 * The raw page and count as the lists ask for them: the company, the rowids the table's trigram index names for the
 * words of three letters or more (after a probe of how many), each word tested on the row by instr (a word too
 * short for the index first), the order,
 * LIMIT/OFFSET. The vouchers' year
 * filter is left out: the company has one year.
 */
function rawList(companyId: number, target: Target, searchColumn: string) {
  const words = normalizeSearchText(target.search ?? '')
    .split(' ')
    .filter(Boolean);
  const phrases = words.filter((word) => [...word].length >= 3).map((word) => `"${word}"`);
  // As the domain tests them: a word too short for the index first.
  const tested = [...words.filter((word) => [...word].length < 3), ...words.filter((word) => [...word].length >= 3)];
  // As the domain decides (list-page.ts): through the index when it names fewer than 5,000 rows, and then company
  // and order read no index of theirs.
  const index = `${target.table}_search`;
  const probe = db.$client.prepare(
    `select count(*) as n from (select rowid from ${index} where ${index} match ? limit 5000)`,
  );
  const match = phrases.join(' AND ');
  const narrowed = phrases.length > 0 && (probe.get(match) as { n: number }).n < 5000;
  const order = narrowed ? target.order.replace(/(^|, )/g, '$1+') : target.order;
  const where = [
    narrowed ? '+company_id = ?' : 'company_id = ?',
    ...(narrowed ? [`id in (select rowid from ${index} where ${index} match ?)`] : []),
    ...tested.map(() => `instr(${searchColumn}, ?) > 0`),
  ].join(' and ');
  const params = [companyId, ...(narrowed ? [match] : []), ...tested];
  const page = db.$client.prepare(`select * from ${target.table} where ${where} order by ${order} limit 50 offset ?`);
  const count = db.$client.prepare(`select count(*) from ${target.table} where ${where}`);
  return () => {
    if (phrases.length > 0) probe.get(match);
    page.all(...params, (target.page - 1) * 50);
    count.get(...params);
  };
}

try {
  const started = performance.now();
  const { companyId, fiscalYearId, startDate } = fill();
  console.log(
    `lists: ${rowCount.toLocaleString('en')} stakeholders, items, vouchers and invoices written (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  const surname = 'احمدی';
  const base = { pageSize: 50, page: 1 };
  const stakeholderTargets: Target[] = (
    [
      { label: 'newest first', sort: '-createdAt' },
      { label: `search «${surname}»`, sort: '-createdAt', q: surname },
      { label: 'by name, page 50', sort: 'displayName', page: 50 },
      { label: `search «${surname}», by name, page 5`, sort: 'displayName', q: surname, page: 5 },
      { label: 'search «مریم احمدی», by name', sort: 'displayName', q: 'مریم احمدی' },
    ] satisfies Spec<StakeholderSort>[] as Spec<StakeholderSort>[]
  ).map(({ label, sort, q, page = 1 }) => ({
    label: `stakeholders: ${label}`,
    list: () => listStakeholders(db, companyId, { ...base, page, sort, q }),
    table: 'stakeholders',
    search: q,
    order: sort === 'displayName' ? 'sort_name asc, id asc' : 'created_at desc, id desc',
    page,
  }));
  const itemTargets: Target[] = (
    [
      { label: 'newest first', sort: '-createdAt' },
      { label: 'search «برنج»', sort: '-createdAt', q: 'برنج' },
      { label: 'by name, page 50', sort: 'name', page: 50 },
      { label: 'search «برنج», by name, page 5', sort: 'name', q: 'برنج', page: 5 },
      { label: 'search «مدل 77», by name', sort: 'name', q: 'مدل ۷۷' },
    ] satisfies Spec<ItemSort>[] as Spec<ItemSort>[]
  ).map(({ label, sort, q, page = 1 }) => ({
    label: `items: ${label}`,
    list: () => listItems(db, companyId, { ...base, page, sort, q }),
    table: 'items',
    search: q,
    order: sort === 'name' ? 'sort_name asc, id asc' : 'created_at desc, id desc',
    page,
  }));
  const voucherTargets: Target[] = [
    { label: 'newest number first', sort: '-number' },
    { label: `search «${surname}»`, sort: '-number', q: surname },
    { label: 'by date, page 50', sort: 'date', page: 50 },
    { label: `search «${surname}», by date, page 5`, sort: 'date', q: surname, page: 5 },
  ].map(({ label, sort, q, page = 1 }) => ({
    label: `vouchers: ${label}`,
    list: () => listVouchers(db, companyId, { ...base, page, sort, q, fiscalYearId }),
    table: 'vouchers',
    search: q,
    order: sort === 'date' ? 'date asc, fiscal_year_id asc, number asc' : 'fiscal_year_id desc, number desc',
    page,
  }));
  const dayOf = (offset: number) => new Date(Date.parse(startDate) + offset * 86_400_000).toISOString().slice(0, 10);
  const invoiceListTargets: Target[] = invoiceTargets(db, companyId, dayOf(100), dayOf(130)).map((target) => ({
    ...target,
    table: 'invoices',
    order: '',
    page: 1,
  }));
  const ms = (value: number) => value.toFixed(2).padStart(9);
  console.log(
    `\nlists, in process, Node ${process.version}, load average ${loadavg()[0]?.toFixed(1)}: ${rowCount.toLocaleString('en')} rows each, pages of 50 with the count of the matching rows (${runs} runs)\n`,
  );
  console.log(`${'target (matching rows)'.padEnd(58)}   median      p99  cpu med  cpu p99  raw med  raw p99   vs raw`);
  const targets = [...stakeholderTargets, ...itemTargets, ...voucherTargets, ...invoiceListTargets];
  for (const target of targets.filter(({ table }) => !only || only.includes(table))) {
    const searchColumn = target.table === 'vouchers' ? "coalesce(description, '')" : 'search_text';
    const list = timed(target.list, runs);
    const raw = timed(target.raw ?? rawList(companyId, target, searchColumn), runs);
    const figures = [list.wall, list.cpu, raw.wall].flatMap((times) => [ms(at(times, 0.5)), ms(at(times, 0.99))]);
    const ratio = (at(list.cpu, 0.5) / Math.max(at(raw.cpu, 0.5), 0.001)).toFixed(2).padStart(8);
    const total = target.list().total.toLocaleString('en');
    console.log(`${`${target.label} (${total})`.padEnd(58)}${figures.join('')}${ratio}x`);
  }
  console.log(
    "(ms; each row is one page of 50 and the count of every matching row, the invoices' sums too; vs raw: CPU medians)",
  );
  console.log('\ntarget: each list p99 <= 20 ms');
} finally {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
}
