import type { Language } from '@daftar/contracts/schemas/common';
import { toIsoDate, todayIso } from '../../lib/format/civil-date.ts';
import { gregorianToJalali, jalaliMonthLength, jalaliToGregorian } from '../../lib/format/jalali.ts';

/** A month of the reader's calendar (fa: Jalali, en: Gregorian): its year and month, and its first and last days. */
export interface CalendarMonth {
  year: number;
  month: number;
  from: string;
  to: string;
}

function jalaliMonth(year: number, month: number): CalendarMonth {
  const first = jalaliToGregorian(year, month, 1);
  const last = jalaliToGregorian(year, month, jalaliMonthLength(year, month));
  return {
    year,
    month,
    from: toIsoDate(first.year, first.month, first.day),
    to: toIsoDate(last.year, last.month, last.day),
  };
}

function gregorianMonth(year: number, month: number): CalendarMonth {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, from: toIsoDate(year, month, 1), to: toIsoDate(year, month, days) };
}

export function monthOf(year: number, month: number, language: Language): CalendarMonth {
  return language === 'fa' ? jalaliMonth(year, month) : gregorianMonth(year, month);
}

/** The month today falls in, on Tehran's clock. */
export function currentMonth(language: Language): CalendarMonth {
  const [y, m, d] = todayIso().split('-').map(Number) as [number, number, number];
  if (language === 'en') return gregorianMonth(y, m);
  const today = gregorianToJalali(y, m, d);
  return jalaliMonth(today.year, today.month);
}

export function shiftMonth({ year, month }: CalendarMonth, by: number, language: Language): CalendarMonth {
  const index = year * 12 + (month - 1) + by;
  return monthOf(Math.floor(index / 12), (index % 12) + 1, language);
}
