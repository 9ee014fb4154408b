import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '@daftar/db/client';
import { migrateDb } from '@daftar/db/migrate';
import { insertStandardChart } from '@daftar/db/accounting/standard-books';
import { rebuildPeriodTotals } from '@daftar/db/accounting/period-totals';
import { addDays } from '@daftar/db/accounting/calendar';
import { seededRandom } from '@daftar/db/seed/random';
import { createFiscalYear } from '../domain/accounting/fiscal-years.ts';
import { electronicBooksFile } from '../domain/accounting/legal-books/electronic.ts';
import { legalJournal } from '../domain/accounting/legal-books/legal-books.ts';
import { legalJournalPdf } from '../domain/accounting/legal-books/pdf/book-pdf.ts';
import { generalLedger } from '../domain/accounting/reports/ledger.ts';
import { trialBalance } from '../domain/accounting/reports/trial-balance.ts';

/**
 * `pnpm bench`'s books: one company with BENCH_BOOK_LINES (1,000,000) voucher lines over the year 1405, then, in
 * process, the 8-column moein trial balance beside the raw SQL aggregate over the same rows, and a 50-line general
 * ledger page of the busiest account (random pages) beside the raw keyset page query, the legal books, and the A4
 * PDF of a month's legal journal (wall and CPU, the first drawing apart, with the load average). The journal is
 * written straight into the tables (the domain's checks would only slow the fill); what is measured is the domain's
 * own reports.
 */
const lineCount = Number(process.env.BENCH_BOOK_LINES ?? 1_000_000);
const reportRuns = Number(process.env.BENCH_BOOK_RUNS ?? 15);
const ledgerPages = Number(process.env.BENCH_LEDGER_PAGES ?? 500);

const dir = mkdtempSync(join(tmpdir(), 'daftar-books-'));
const db = openDb(join(dir, 'books.sqlite'));

function fill(): { companyId: number; busiest: number } {
  migrateDb(db);
  const companyId = Number(
    db.$client.prepare("insert into companies (name) values ('بنچمارک دفاتر')").run().lastInsertRowid,
  );
  const ids = insertStandardChart(db, companyId);
  const year = createFiscalYear(db, companyId, { year: 1405 });
  const moein = [...ids].filter(([code]) => code.length === 4).map(([, id]) => id);
  const busiest = ids.get('1102') ?? 0;
  const addTafsili = db.$client.prepare(
    "insert into tafsili_accounts (company_id, kind, code, name) values (?, 'PERSON', ?, ?)",
  );
  const addVoucher = db.$client.prepare(
    `insert into vouchers (company_id, fiscal_year_id, number, date, status, kind, description, total)
     values (?, ?, ?, ?, 'FINAL', 'NORMAL', ?, ?)`,
  );
  const addLine = db.$client.prepare(
    `insert into voucher_lines (voucher_id, company_id, date, voucher_kind, row, account_id, tafsili_id, debit, credit)
     values (?, ?, ?, 'NORMAL', ?, ?, ?, ?, ?)`,
  );
  const random = seededRandom(1405);
  // The lines' indexes are dropped for the fill and rebuilt from their own definitions: a bulk load sorts once.
  const indexes = db.$client
    .prepare(
      "select name, sql from sqlite_master where type = 'index' and tbl_name = 'voucher_lines' and sql is not null",
    )
    .all() as { name: string; sql: string }[];
  for (const index of indexes) db.$client.exec(`drop index ${index.name}`);
  const people = [ids.get('1201'), ids.get('3101')];
  db.$client.transaction(() => {
    const persons = Array.from({ length: 500 }, (_, n) =>
      Number(addTafsili.run(companyId, String(10_001 + n), `شخص ${n + 1}`).lastInsertRowid),
    );
    const voucherCount = Math.ceil(lineCount / 4);
    for (let n = 0; n < voucherCount; n++) {
      const date = addDays(year.startDate, Math.floor((n * 365) / voucherCount));
      const amounts = [random.int(1, 5_000) * 100_000, random.int(1, 5_000) * 100_000] as const;
      const total = amounts[0] + amounts[1];
      const voucherId = Number(addVoucher.run(companyId, year.id, n + 1, date, 'سند آزمایشی', total).lastInsertRowid);
      // Half the movements go through the bank, so one account carries a busy ledger (~250k lines).
      const account = () => (random.chance(0.25) ? busiest : random.pick(moein));
      // Receivables and payables carry a person tafsili, as documents post them.
      const post = (row: number, debit: number, credit: number) => {
        const accountId = account();
        const tafsiliId = people.includes(accountId) ? random.pick(persons) : null;
        addLine.run(voucherId, companyId, date, row, accountId, tafsiliId, debit, credit);
      };
      amounts.forEach((amount, pair) => {
        post(pair * 2 + 1, amount, 0);
        post(pair * 2 + 2, 0, amount);
      });
    }
  })();
  for (const index of indexes) db.$client.exec(index.sql);
  rebuildPeriodTotals(db, companyId);
  db.$client.exec('analyze');
  return { companyId, busiest };
}

function timed(runs: number, work: (run: number) => unknown): number[] {
  work(0);
  return Array.from({ length: runs }, (_, run) => {
    const started = performance.now();
    work(run);
    return performance.now() - started;
  }).sort((a, b) => a - b);
}
const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

try {
  const started = performance.now();
  const { companyId, busiest } = fill();
  const lines = (db.$client.prepare('select count(*) as n from voucher_lines').get() as { n: number }).n;
  const busy = (
    db.$client.prepare('select count(*) as n from voucher_lines where account_id = ?').get(busiest) as { n: number }
  ).n;
  console.log(
    `books: ${lines.toLocaleString('en')} voucher lines written (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  const rawAggregate = db.$client.prepare(
    'select account_id, sum(debit), sum(credit) from voucher_lines where company_id = ? group by account_id',
  );
  const tb = timed(reportRuns, () => trialBalance(db, companyId, { level: 'MOEIN' }));
  const raw = timed(reportRuns, () => rawAggregate.all(companyId));
  // The two must agree to the Rial, or the timing means nothing.
  const fromReport = trialBalance(db, companyId, { level: 'MOEIN' }).totals;
  const fromLines = db.$client
    .prepare('select sum(debit) as debit, sum(credit) as credit from voucher_lines where company_id = ?')
    .get(companyId) as { debit: number; credit: number };
  if (fromReport.totalDebit !== fromLines.debit || fromReport.totalCredit !== fromLines.credit) {
    throw new Error(
      `books: the trial balance (${fromReport.totalDebit}) disagrees with the lines (${fromLines.debit})`,
    );
  }

  const typical = db.$client
    .prepare(
      `select account_id as id, count(*) as n from voucher_lines where company_id = ? and account_id <> ?
       group by account_id order by n desc limit 1 offset 20`,
    )
    .get(companyId, busiest) as { id: number; n: number };
  // Pages start after random lines of the account: a keyset cursor (date, id), as the screen's next page sends.
  const random = seededRandom(7);
  const linesOf = db.$client.prepare(
    "select date, id from voucher_lines where company_id = ? and account_id = ? and voucher_kind = 'NORMAL'",
  );
  const cursorsOf = (accountId: number) => {
    const all = linesOf.all(companyId, accountId) as { date: string; id: number }[];
    return () => {
      const line = all[random.int(0, all.length - 1)] ?? { date: '2026-03-21', id: 1 };
      return { date: line.date, id: line.id, cursor: `${line.date}.${line.id}` };
    };
  };
  const rawPage = db.$client.prepare(
    `select id, date, debit, credit from voucher_lines
     where company_id = ? and account_id = ? and voucher_kind = 'NORMAL' and (date, id) > (?, ?)
     order by date, id limit 50`,
  );
  const pageTimes = (accountId: number) => {
    const next = cursorsOf(accountId);
    return {
      report: timed(ledgerPages, () => generalLedger(db, companyId, { accountId, after: next().cursor, pageSize: 50 })),
      raw: timed(ledgerPages, () => {
        const place = next();
        return rawPage.all(companyId, accountId, place.date, place.id);
      }),
    };
  };
  const { report: ledger, raw: rawLedger } = pageTimes(busiest);
  // What the running balance would cost without the roll-up: the raw page plus a sum over every line before it.
  const rawBefore = db.$client.prepare(
    `select sum(debit) - sum(credit) from voucher_lines
     where company_id = ? and account_id = ? and voucher_kind = 'NORMAL' and (date, id) < (?, ?)`,
  );
  const nextBusy = cursorsOf(busiest);
  const rawScan = timed(ledgerPages, () => {
    const place = nextBusy();
    rawBefore.get(companyId, busiest, place.date, place.id);
    return rawPage.all(companyId, busiest, place.date, place.id);
  });
  const { report: typicalLedger, raw: rawTypical } = pageTimes(typical.id);
  // The legal journal by day for the whole year, its pages and its checks, beside the raw per-day, per-account sums.
  const legalRuns = Math.max(3, Math.floor(reportRuns / 3));
  const legal = timed(legalRuns, () => legalJournal(db, companyId, {}));
  const rawDays = db.$client.prepare(
    `select date, account_id, sum(debit), sum(credit) from voucher_lines where company_id = ? group by account_id, date`,
  );
  const rawLegal = timed(legalRuns, () => rawDays.all(companyId));
  const journalTotals = legalJournal(db, companyId, {}).totals;
  if (journalTotals.debit !== fromLines.debit) {
    throw new Error(`books: the legal journal (${journalTotals.debit}) disagrees with the lines (${fromLines.debit})`);
  }
  const electronic = timed(1, () => electronicBooksFile(db, companyId, {}));
  const rawLines = db.$client.prepare('select * from voucher_lines where company_id = ?');
  const rawElectronic = timed(1, () => rawLines.all(companyId));

  // The A4 PDF of a month's journal (Ordibehesht, by day, 25 rows a page): wall and CPU per run, under the load.
  const month = { from: '2026-04-21', to: '2026-05-21' };
  const pdfRuns = Math.max(3, Math.floor(reportRuns / 5));
  const pdfRun = async () => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const file = await legalJournalPdf(db, companyId, month);
    const used = process.cpuUsage(cpu);
    return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000, bytes: file.data.length };
  };
  // The first drawing shapes every word afresh (the writer's caches are empty); the runs after it are a server's.
  const coldPdf = await pdfRun();
  const pdfTimes: { wall: number; cpu: number; bytes: number }[] = [];
  for (let run = 0; run < pdfRuns; run++) pdfTimes.push(await pdfRun());
  const pdfPages = legalJournal(db, companyId, month).pages.length;

  const ms = (value: number) => value.toFixed(1).padStart(9);
  const row = (label: string, report: number[], raw: number[]) =>
    console.log(
      `${label.padEnd(48)}${ms(at(report, 0.5))}${ms(at(report, 0.99))}${ms(at(raw, 0.5))}${ms(at(raw, 0.99))}${(at(report, 0.5) / at(raw, 0.5)).toFixed(2).padStart(8)}x`,
    );
  console.log(
    `\nbooks, in process, Node ${process.version}: ${lines.toLocaleString('en')} lines, ledger of one account with ${busy.toLocaleString('en')} lines\n`,
  );
  console.log(`${'target'.padEnd(48)}   median      p99  raw med  raw p99   vs raw`);
  row(`trial balance, 8 columns, moein (${reportRuns} runs)`, tb, raw);
  row(`ledger page, busiest account (${ledgerPages} runs)`, ledger, rawLedger);
  row(`ledger page, typical account (${typical.n} lines)`, typicalLedger, rawTypical);
  row('  raw page + its balance by a scan (busiest)', rawScan, rawLedger);
  row(`legal journal by day, a year, pages + checks (${legalRuns})`, legal, rawLegal);
  row('electronic books file, a year (1 run)', electronic, rawElectronic);
  console.log('(ms; a ledger page is 50 lines after a random line of the account, by its (date, id) cursor)');
  const median = (pick: (time: (typeof pdfTimes)[number]) => number) =>
    at(
      pdfTimes.map(pick).sort((a, b) => a - b),
      0.5,
    );
  console.log(
    `\nlegal journal PDF, a month (${pdfPages} A4 pages, ${(median((time) => time.bytes) / 1024).toFixed(0)} KB, ${pdfRuns} runs):` +
      ` median ${median((time) => time.wall).toFixed(0)} ms wall, ${median((time) => time.cpu).toFixed(0)} ms CPU` +
      ` (the first, cold: ${coldPdf.wall.toFixed(0)} ms wall, ${coldPdf.cpu.toFixed(0)} ms CPU);` +
      ` load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}`,
  );
  console.log(
    '\ntargets: trial balance <= 300 ms and <= 1.3x the raw aggregate; ledger page p99 <= 20 ms;' +
      " legal journal by day <= 500 ms; electronic file for a year <= 5 s; a month's journal PDF <= 3 s",
  );
} finally {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
}
