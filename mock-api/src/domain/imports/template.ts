import ExcelJS from 'exceljs';
import type { ImportKind } from '@daftar/contracts/endpoints/imports';
import { importKindSpec } from './imports.ts';

const labels = {
  en: { sheet: 'Template', allowed: 'Allowed values', field: 'Column', required: 'Required', rule: 'What to write' },
  fa: { sheet: 'نمونه', allowed: 'مقادیر مجاز', field: 'ستون', required: 'اجباری', rule: 'چه بنویسید' },
};
const yes = { en: 'Yes', fa: 'بله' };

/**
 * A kind's template: its headers in the language asked with an example row (which imports as it is), and a second
 * sheet naming each column's allowed values. Every cell is text, so ids keep their leading zeros.
 */
export async function importTemplate(kind: ImportKind, lang: 'fa' | 'en'): Promise<{ fileName: string; data: Buffer }> {
  const { fields } = importKindSpec(kind);
  const text = labels[lang];
  const workbook = new ExcelJS.Workbook();
  const views = [{ rightToLeft: lang === 'fa' }];
  const template = workbook.addWorksheet(text.sheet, { views });
  template.addRow(fields.map((field) => field[lang]));
  template.addRow(fields.map((field) => field.example[lang]));
  template.getRow(1).font = { bold: true };
  template.columns.forEach((column) => {
    column.width = 18;
    column.numFmt = '@';
  });
  const allowed = workbook.addWorksheet(text.allowed, { views });
  allowed.addRow([text.field, text.required, text.rule]);
  allowed.getRow(1).font = { bold: true };
  for (const field of fields)
    allowed.addRow([field[lang], field.required ? yes[lang] : '', field.allowed?.[lang] ?? '']);
  allowed.columns.forEach((column, index) => {
    column.width = index === 2 ? 60 : 20;
  });
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: `${kind}-template-${lang}.xlsx`, data };
}
