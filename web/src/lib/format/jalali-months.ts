import type { Language } from '@daftar/contracts/schemas/common';

/**
 * The Jalali months, Farvardin first, by their names in each language: Persian, and in Latin letters as
 * English-speaking Iranian accountants write them (an English screen shows Gregorian dates, but a fiscal year still
 * starts at a Jalali month). The seed keeps its own Persian list (db/src/accounting/calendar.ts): db imports nothing
 * of ours, and a scripts test holds the two the same.
 */
export const jalaliMonths: readonly Readonly<Record<Language, string>>[] = [
  { fa: 'فروردین', en: 'Farvardin' },
  { fa: 'اردیبهشت', en: 'Ordibehesht' },
  { fa: 'خرداد', en: 'Khordad' },
  { fa: 'تیر', en: 'Tir' },
  { fa: 'مرداد', en: 'Mordad' },
  { fa: 'شهریور', en: 'Shahrivar' },
  { fa: 'مهر', en: 'Mehr' },
  { fa: 'آبان', en: 'Aban' },
  { fa: 'آذر', en: 'Azar' },
  { fa: 'دی', en: 'Dey' },
  { fa: 'بهمن', en: 'Bahman' },
  { fa: 'اسفند', en: 'Esfand' },
];

/** The months' Persian names, Farvardin (month 1) first. */
export const jalaliMonthNames: readonly string[] = jalaliMonths.map((month) => month.fa);
