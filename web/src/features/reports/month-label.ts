import { localDigits } from '../../lib/format/digits.ts';

type T = (key: string) => string;

/** "Farvardin 1405" (fa: فروردین ۱۴۰۵) for a Jalali month key `1405-01`: the sales analyses group by Jalali month. */
export function monthLabel(t: T, key: string, language: 'fa' | 'en'): string {
  const [year, month] = key.split('-');
  return `${t(`WEB_SALES_MONTH_${Number(month)}`)} ${localDigits(year ?? '', language)}`;
}
