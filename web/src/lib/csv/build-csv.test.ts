import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildCsv, utf8Bom } from './build-csv.ts';

describe('buildCsv', () => {
  it('starts with a BOM and ends rows with CRLF', () => {
    const csv = buildCsv(['کد', 'نام'], [['۱۰۰۷', 'مریم احمدی']]);
    expect(csv.startsWith(utf8Bom)).toBe(true);
    expect(csv).toBe(`${utf8Bom}کد,نام\r\n۱۰۰۷,مریم احمدی\r\n`);
  });

  it('quotes commas, quotes and line breaks so the cells read back unchanged', () => {
    const rows = [['a, b', 'say "hi"', 'two\nlines', '۵۰٬۰۰۰٬۰۰۰']];
    const csv = buildCsv(['x', 'y', 'z', 'w'], rows);
    const parsed = Papa.parse<string[]>(csv.slice(utf8Bom.length).trim(), { newline: '\r\n' });
    expect(parsed.data).toEqual([['x', 'y', 'z', 'w'], ...rows]);
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(buildCsv(['name'], [['=HYPERLINK("x")']])).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('defuses every start a spreadsheet runs, the header included: = + - @ tab and carriage return', () => {
    const risky = ['=1+1', '+1', '-1+2', '@SUM(A1)', '\tcmd', '\rcmd'];
    const csv = buildCsv(
      ['@header'],
      risky.map((text) => [text]),
    );
    const parsed = Papa.parse<string[]>(csv.slice(utf8Bom.length).trim(), { newline: '\r\n' });
    expect(parsed.data.map((row) => row[0])).toEqual(["'@header", ...risky.map((text) => `'${text}`)]);
  });
});
