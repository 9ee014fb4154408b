import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stakeholders } from '@daftar/db/schema/stakeholders';
import { describe, expect, it } from 'vitest';
import { openBooks } from '../accounting/books.ts';
import { insertCompany } from '../support/factories.ts';
import { rowsIn } from '../support/rows.ts';
import { testAppPer } from '../support/test-app.ts';
import { csvBytes, personNationalId } from './import-files.ts';

const script = fileURLToPath(new URL('../../src/cli/import-file.ts', import.meta.url));

let companyId: number;
let file: string;
const t = testAppPer('test', {}, (app) => {
  companyId = insertCompany(app.db).id;
  file = join(app.file, '..', 'people.csv');
  const rows = [
    ['کد', 'نام', 'نام خانوادگی', 'کد ملی'],
    ['7001', 'مریم', 'احمدی', personNationalId(70)],
    ['7002', 'کاوه', 'یزدانی', '0499370898'],
  ];
  writeFileSync(file, csvBytes(rows, 'windows-1256'));
});

// Each test starts the tool several times (~5 s each on a quiet machine, over a minute on a busy one).
const cliTimeout = { timeout: 600_000 };

const run = (...args: string[]) =>
  spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', env: { ...process.env, DATABASE_URL: t.file } });

describe('pnpm mock import', cliTimeout, () => {
  it('prints each refused row with its reasons; writes nothing on a dry run or while a row is refused', () => {
    const dry = run('customers', file, '--company', String(companyId), '--dry-run');
    expect(dry.stdout).toContain('CSV (windows-1256)');
    expect(dry.stdout).toContain('row 3 refused: nationalId «0499370898»: INVALID_NATIONAL_ID');
    expect(dry.stdout).toContain('dry run: 1 new, 0 to update, 0 to skip, 1 refused');
    expect(dry.status).toBe(1);
    const refused = run('customers', file, '--company', String(companyId));
    expect(refused.stderr).toContain('IMPORT_HAS_ERRORS');
    expect(rowsIn(t.db, stakeholders)).toBe(0);
  });

  it('writes the good rows with --skip-bad-rows, and answers --help', () => {
    const done = run('customers', file, '--company', String(companyId), '--skip-bad-rows');
    expect(done.stdout).toContain('1 created, 0 updated, 0 skipped, 1 refused');
    expect(done.status).toBe(0);
    expect(rowsIn(t.db, stakeholders)).toBe(1);
    expect(run('--help').stdout).toContain('--on-duplicate skip|update|refuse');
  });
});

describe('pnpm mock import: the books’ kinds', cliTimeout, () => {
  it('adds a moein under the chart’s kol, then writes balanced opening balances and refuses unbalanced ones', () => {
    const books = openBooks({ db: t });
    const company = String(books.companyId);
    const write = (name: string, rows: string[][]) => {
      const path = join(t.file, '..', name);
      writeFileSync(path, csvBytes(rows));
      return path;
    };
    const chart = write('chart.csv', [
      ['کد', 'نام فارسی', 'کد کل'],
      ['1104', 'صندوق شعبه', '11'],
    ]);
    expect(run('accounts', chart, '--company', company).stdout).toContain('1 created, 0 updated, 0 skipped, 0 refused');
    const header = ['کد حساب', 'بدهکار', 'بستانکار'];
    const off = write('off.csv', [header, ['1104', '300', ''], ['5101', '', '200']]);
    const refused = run('opening-balances', off, '--company', company);
    expect(refused.stdout).toContain('debit 300, credit 200, difference 100');
    expect(refused.stderr).toContain('IMPORT_OPENING_UNBALANCED');
    expect(refused.status).toBe(1);
    const even = write('even.csv', [header, ['1104', '300', ''], ['5101', '', '300']]);
    expect(run('opening-balances', even, '--company', company).stdout).toContain('2 created');
    const opening = t.db.$client.prepare("select count(*) as n from vouchers where kind = 'OPENING'").get();
    expect(opening).toEqual({ n: 1 });
  });
});
