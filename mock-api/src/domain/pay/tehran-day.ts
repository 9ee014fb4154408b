import { addDays, fromJalali, toJalali } from '@daftar/db/accounting/calendar';

/** The first and last Gregorian day of the Jalali month a day falls in. */
export function jalaliMonthOf(isoDate: string): { from: string; to: string } {
  const { year, month } = toJalali(isoDate);
  const next = month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 };
  return { from: fromJalali({ year, month, day: 1 }), to: addDays(fromJalali(next), -1) };
}
