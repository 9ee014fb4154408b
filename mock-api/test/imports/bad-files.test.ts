import { importLimits, importMaxBase64 } from '@daftar/contracts/endpoints/imports';
import { stakeholders } from '@daftar/db/schema/stakeholders';
import { describe, expect, it } from 'vitest';
import { companyAreaPerTest } from '../support/company-member.ts';
import { call } from '../support/http.ts';
import { rowsIn } from '../support/rows.ts';
import { csvBytes, fileBody, xlsxBytes } from './import-files.ts';

const area = companyAreaPerTest('stakeholders/import/customers', 'OWNER');

const header = ['First name', 'Last name'];

/** Both calls refuse the file with the code, naming where, and write nothing. */
async function expectRefusedFile(body: unknown, code: string, where = 'file', status = 400) {
  for (const step of ['preview', 'commit']) {
    const answer = await call(area.t.apps.main, 'POST', `${area.base}/${step}`, { body, headers: area.s.auth });
    expect(answer.status, step).toBe(status);
    expect(answer.body, step).toMatchObject({ success: false, message: code });
    if (status === 400 && code !== 'VALIDATION_FAILED') {
      expect(answer.body.errors, step).toEqual([{ path: where, message: code }]);
    }
  }
  expect(rowsIn(area.t.db, stakeholders)).toBe(0);
}

describe('customers import: bad files are refused whole and write nothing', () => {
  it.each<[what: string, bytes: Buffer]>([
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n')],
    ['an old .xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0])],
    ['binary bytes', Buffer.from([0x01, 0x02, 0x03, 0x00, 0x00, 0x05, 0xff, 0x00, 0x10, 0x00, 0x00, 0x07])],
    ['a zip that is no workbook', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8])],
  ])('not a spreadsheet: %s', async (_what, bytes) => {
    await expectRefusedFile(fileBody(bytes), 'IMPORT_NOT_A_SPREADSHEET');
  });

  it('a CSV formula, naming its cell', async () => {
    const bytes = csvBytes([header, ['Ali', 'Rezaei'], ['=HYPERLINK("http://x")', 'B']]);
    await expectRefusedFile(fileBody(bytes), 'IMPORT_FORMULA', 'file.A3');
  });

  it('an XLSX formula, naming its cell', async () => {
    const bytes = await xlsxBytes([header, ['Ali', 'Rezaei']], (sheet) => {
      sheet.getCell('B2').value = { formula: 'A2&"i"', result: 'Alii' };
    });
    await expectRefusedFile(fileBody(bytes, { fileName: 'people.xlsx' }), 'IMPORT_FORMULA', 'file.B2');
  });

  it('a merged header', async () => {
    const bytes = await xlsxBytes(
      [
        ['Name', '', 'Mobile'],
        ['Ali', 'Rezaei', '09121234567'],
      ],
      (sheet) => {
        sheet.mergeCells('A1:B1');
      },
    );
    await expectRefusedFile(fileBody(bytes), 'IMPORT_MERGED_HEADER', 'file.A1');
  });

  it('an empty sheet, and a header with no rows under it', async () => {
    await expectRefusedFile(fileBody(await xlsxBytes([])), 'IMPORT_EMPTY');
    await expectRefusedFile(fileBody(csvBytes([header])), 'IMPORT_EMPTY');
  });

  it('a row over the limits: too many columns, too long a cell', async () => {
    const wide = Array.from({ length: importLimits.maxColumns + 1 }, (_, index) => `c${index}`);
    await expectRefusedFile(fileBody(csvBytes([header, wide])), 'IMPORT_TOO_MANY_COLUMNS', 'file.BI2');
    const long = 'x'.repeat(importLimits.maxCellChars + 1);
    await expectRefusedFile(fileBody(csvBytes([header, ['Ali', long]])), 'IMPORT_CELL_TOO_LONG', 'file.B2');
  });

  it('too many rows', async () => {
    const rows = Array.from({ length: importLimits.maxRows + 1 }, (_, index) => ['A', `B${index}`]);
    await expectRefusedFile(fileBody(csvBytes([header, ...rows])), 'IMPORT_TOO_MANY_ROWS');
  });

  it('a file over the size limit is the contract’s 400; a body past the route’s limit is 413 and closes', async () => {
    const over = fileBody(Buffer.alloc(0), { data: 'A'.repeat(importMaxBase64 + 4) });
    await expectRefusedFile(over, 'VALIDATION_FAILED');
    const huge = fileBody(Buffer.alloc(0), { data: 'A'.repeat(importMaxBase64 * 2 + 4) });
    const answer = await call(area.t.apps.main, 'POST', `${area.base}/preview`, { body: huge, headers: area.s.auth });
    expect(answer.status).toBe(413);
    expect(answer.headers.get('connection')).toBe('close');
  });
});
