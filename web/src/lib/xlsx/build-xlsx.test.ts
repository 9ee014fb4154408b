import { describe, expect, it } from 'vitest';
import { buildXlsx, type XlsxSheet } from './build-xlsx.ts';

/**
 * Builds a workbook of `sheet` (named `x`, left to right, unless it says) and reads its first worksheet back, as a
 * spreadsheet program would open it.
 */
async function builtSheet(sheet: Omit<XlsxSheet, 'name' | 'rightToLeft'> & Partial<XlsxSheet>) {
  const bytes = await buildXlsx({ name: 'x', rightToLeft: false, ...sheet });
  const loaded = await import('exceljs');
  const { Workbook } = ('default' in loaded ? loaded.default : loaded) as typeof loaded;
  const workbook = new Workbook();
  await workbook.xlsx.load(bytes);
  const read = workbook.worksheets[0];
  if (!read) throw new Error('no sheet');
  return read;
}

describe('buildXlsx', () => {
  it('writes figures as numbers with the format, text as text, the title and bold rows, right to left in fa', async () => {
    const sheet = await builtSheet({
      name: 'a name longer than excel allows for a worksheet',
      rightToLeft: true,
      title: 'هزینه‌ها',
      header: ['تاریخ', 'جمع کل (ریال)'],
      rows: [{ cells: ['۱۴۰۵/۰۹/۰۶', 5_500_000] }, { cells: ['جمع', 5_500_000], bold: true }],
      numeric: [false, true],
    });
    expect(sheet.name).toHaveLength(31);
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getRow(1).getCell(1).value).toBe('هزینه‌ها');
    expect(sheet.getRow(3).getCell(1).value).toBe('۱۴۰۵/۰۹/۰۶');
    expect(sheet.getRow(3).getCell(2).value).toBe(5_500_000);
    expect(sheet.getColumn(2).numFmt).toBe('#,##0');
    expect(sheet.getRow(4).font?.bold).toBe(true);
  });
});

describe('every export is safe to open', () => {
  const risky = ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'];

  it('gives a text cell that begins like a formula a leading apostrophe, in the title, header and rows', async () => {
    const sheet = await builtSheet({
      title: '=title',
      header: ['@name', 'amount'],
      rows: risky.map((text) => ({ cells: [text, -5] })),
      numeric: [false, true],
    });
    expect(sheet.getRow(1).getCell(1).value).toBe("'=title");
    expect(sheet.getRow(2).getCell(1).value).toBe("'@name");
    // XML reads a carriage return back as a line feed; what matters is the apostrophe before it.
    const cells = risky.map((_, index) => String(sheet.getRow(index + 3).getCell(1).value).replace('\n', '\r'));
    expect(cells).toEqual(risky.map((text) => `'${text}`));
    expect(sheet.getRow(3).getCell(2).value).toBe(-5);
  });

  it('leaves ordinary text alone', async () => {
    const sheet = await builtSheet({
      rightToLeft: true,
      header: ['نام'],
      rows: [{ cells: ['مریم = ۲'] }],
      numeric: [false],
    });
    expect(sheet.getRow(2).getCell(1).value).toBe('مریم = ۲');
  });

  it('is written by the two builders only: nothing else in the app imports a CSV or XLSX writer', async () => {
    const sources = import.meta.glob(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const writers = Object.entries(sources)
      .filter(([, text]) => /from 'papaparse'|from 'exceljs'|import\('(papaparse|exceljs)'\)/.test(String(text)))
      .map(([file]) => file);
    expect(writers.sort()).toEqual(['/src/lib/csv/build-csv.ts', '/src/lib/xlsx/build-xlsx.ts']);
  });
});
