import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '@daftar/db/client';
import { migrateDb } from '@daftar/db/migrate';
import { commitImport, previewImport } from '../domain/imports/imports.ts';

/**
 * `pnpm bench`'s imports: a CSV of BENCH_IMPORT_ROWS (10,000) customers (Persian headers and names, valid national
 * ids, mobiles, postal codes) previewed and committed into an empty company, BENCH_IMPORT_RUNS (3) times each on a
 * fresh database, in process: wall and CPU time of each step (the issue's targets: preview ≤ 3 s, commit ≤ 5 s).
 */
const rowCount = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const runs = Number(process.env.BENCH_IMPORT_RUNS ?? 3);

function nationalId(n: number): string {
  const body = String(100_000_000 + n).slice(-9);
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (10 - index), 0);
  const remainder = sum % 11;
  return body + String(remainder < 2 ? remainder : 11 - remainder);
}

const firstNames = ['مریم', 'علی', 'سارا', 'رضا', 'نگار', 'کاوه', 'لیلا', 'امید'];
const lastNames = ['احمدی', 'رضایی', 'کریمی', 'یزدانی', 'مرادی', 'نظری', 'حسینی', 'محمدی'];

function customersCsv(): string {
  const lines = ['کد,نام,نام خانوادگی,کد ملی,موبایل,شهر,کد پستی,نقش'];
  for (let n = 0; n < rowCount; n++) {
    const mobile = `0912${String(n).padStart(7, '0')}`;
    const postal = String(1_000_000_000 + n);
    const role = n % 5 === 0 ? 'هر دو' : 'مشتری';
    lines.push(
      `${20_000 + n},${firstNames[n % 8]},${lastNames[(n >> 3) % 8]},${nationalId(n + 1)},${mobile},تهران,${postal},${role}`,
    );
  }
  return lines.join('\r\n');
}

const data = Buffer.from(customersCsv(), 'utf8').toString('base64');
const file = { fileName: 'customers.csv', data, onDuplicate: 'refuse' as const, skipBadRows: false };

/** Wall and CPU milliseconds of one awaited step. */
async function time<T>(work: () => Promise<T>): Promise<{ result: T; wall: number; cpu: number }> {
  const started = performance.now();
  const used = process.cpuUsage();
  const result = await work();
  const spent = process.cpuUsage(used);
  return { result, wall: performance.now() - started, cpu: (spent.user + spent.system) / 1000 };
}

console.log(
  `\nimports, in process, Node ${process.version}, load average ${loadavg()[0]?.toFixed(1)}: ${rowCount.toLocaleString('en')} customers, CSV of ${(data.length / 1.37 / 1e6).toFixed(1)} MB\n`,
);
console.log('run      preview wall / cpu (ms)    commit wall / cpu (ms)');
for (let run = 1; run <= runs; run++) {
  const dir = mkdtempSync(join(tmpdir(), 'daftar-imports-'));
  const db = openDb(join(dir, 'imports.sqlite'));
  try {
    migrateDb(db);
    const companyId = Number(
      db.$client.prepare("insert into companies (name) values ('بنچمارک ورود')").run().lastInsertRowid,
    );
    const preview = await time(() => previewImport(db, companyId, 'customers', file));
    if (preview.result.counts.new !== rowCount) throw new Error(`bench: ${preview.result.counts.error} rows refused`);
    const commit = await time(() => commitImport(db, companyId, 'customers', file));
    if (commit.result.created !== rowCount) throw new Error('bench: the commit wrote fewer rows than the file has');
    const ms = (value: number) => value.toFixed(0).padStart(7);
    console.log(
      `${String(run).padEnd(6)} ${ms(preview.wall)} / ${ms(preview.cpu)}          ${ms(commit.wall)} / ${ms(commit.cpu)}`,
    );
  } finally {
    db.$client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
