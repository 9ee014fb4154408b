import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { electronicBookColumns } from '@daftar/contracts/endpoints/accounting-legal-books';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cr, dr, type Books, openBooks } from '../../mock-api/test/accounting/books.ts';
import { createVoucher, finaliseVoucher } from '../../mock-api/src/domain/accounting/vouchers.ts';
import { legalBooksCommand } from './legal-books.ts';

let b: Books;
let dir: string;
beforeAll(() => {
  b = openBooks();
  dir = mkdtempSync(join(tmpdir(), 'legal-books-cli-'));
  const lines = [dr(b.acc('1101'), 7_000_000), cr(b.acc('6101'), 7_000_000)];
  const voucher = createVoucher(b.db, b.companyId, b.userId, { date: '2026-04-05', description: '=SUM(A1)', lines });
  finaliseVoucher(b.db, b.companyId, voucher.id);
});
afterAll(() => {
  b.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('pnpm mock legal-books export', () => {
  it('writes the period’s electronic books file from the database, its header the template’s, formula-safe', async () => {
    const out = join(dir, 'books.xlsx');
    const env = { DATABASE_URL: b.file };
    await legalBooksCommand(
      ['export', '--company', String(b.companyId), '--from', '2026-03-21', '--to', '2026-04-20', '--out', out],
      env,
    );
    // exceljs is the SPA's dependency (the writer the command borrows); the test reads the file back with it too.
    const { Workbook } = createRequire(join(import.meta.dirname, '../../web/package.json'))('exceljs') as {
      Workbook: new () => {
        xlsx: { load(data: Buffer): Promise<unknown> };
        worksheets: { eachRow(each: (row: { values: unknown }) => void): void }[];
      };
    };
    const workbook = new Workbook();
    await workbook.xlsx.load(readFileSync(out));
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows[0]).toEqual(electronicBookColumns.map((column) => column.header));
    expect(rows.slice(1)).toEqual([
      [1, '1405/01/16', '11', 'موجودی نقد و بانک', '1101', 'صندوق', "'=SUM(A1)", 7_000_000, 0],
      [1, '1405/01/16', '61', 'درآمد فروش', '6101', 'فروش کالا', "'=SUM(A1)", 0, 7_000_000],
    ]);
  });

  it('says what is wrong: no company, or a range across years', async () => {
    await expect(legalBooksCommand(['export', '--out', 'x'], {})).rejects.toThrow(/usage/);
    const args = [
      'export',
      '--company',
      String(b.companyId),
      '--from',
      '2026-03-21',
      '--to',
      '2027-04-01',
      '--out',
      join(dir, 'x'),
    ];
    await expect(legalBooksCommand(args, { DATABASE_URL: b.file })).rejects.toThrow('PERIOD_OUTSIDE_YEAR');
  });
});
