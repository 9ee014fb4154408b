import { describe, expect, it } from 'vitest';
import { buildXlsx } from './build-xlsx.ts';

async function readBack(bytes: ArrayBuffer) {
  const loaded = await import('exceljs');
  const { Workbook } = ('default' in loaded ? loaded.default : loaded) as typeof loaded;
  const workbook = new Workbook();
  await workbook.xlsx.load(bytes);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('buildXlsx', () => {
  it('writes figures as numbers with the format, text as text, the title and bold rows, right to left in fa', async () => {
    const sheet = await readBack(
      await buildXlsx({
        name: 'a name longer than excel allows for a worksheet',
        rightToLeft: true,
        title: 'هزینه‌ها',
        header: ['تاریخ', 'جمع کل (ریال)'],
        rows: [{ cells: ['۱۴۰۵/۰۹/۰۶', 5_500_000] }, { cells: ['جمع', 5_500_000], bold: true }],
        numeric: [false, true],
      }),
    );
    expect(sheet.name).toHaveLength(31);
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getRow(1).getCell(1).value).toBe('هزینه‌ها');
    expect(sheet.getRow(3).getCell(1).value).toBe('۱۴۰۵/۰۹/۰۶');
    expect(sheet.getRow(3).getCell(2).value).toBe(5_500_000);
    expect(sheet.getColumn(2).numFmt).toBe('#,##0');
    expect(sheet.getRow(4).font?.bold).toBe(true);
  });
});
