import { addDays, fromJalali, toJalali } from '@daftar/db/accounting/calendar';

const tehranDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Tehran at an instant (the business's day, whatever the server's time zone). */
export function tehranDay(instant: Date = new Date()): string {
  return tehranDate.format(instant);
}

/** The first and last Gregorian day of the Jalali month a day falls in. */
export function jalaliMonthOf(isoDate: string): { from: string; to: string } {
  const { year, month } = toJalali(isoDate);
  const next = month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 };
  return { from: fromJalali({ year, month, day: 1 }), to: addDays(fromJalali(next), -1) };
}
