import { fiscalYearBounds, toJalali } from '../accounting/calendar.ts';

/**
 * The seeded years: 1404 whole (closed by the books' year-end procedure once its records are in) and 1405 from
 * 1 Farvardin up to the seed day. The seed day is "today" on the clock of whoever seeds (the mock server's clock,
 * Tehran's day), so a fresh database always runs up to today and nothing lies in the future.
 */
export const seedHistoryYear = 1404;
export const seedCurrentYear = 1405;

export interface SeedPeriod {
  /** The Jalali fiscal year. */
  year: number;
  /** Its first day, and the last seeded one (the year's end, or the seed day). */
  first: string;
  last: string;
  /** The whole year is seeded and then closed. */
  closed: boolean;
  /** The last Jalali month with seeded days. */
  lastMonth: number;
  /** The last seeded day of `lastMonth` (31 when the month is whole). */
  lastDay: number;
  /** Days from `first` to `last`, both counted. */
  days: number;
}

/** Today in Tehran, YYYY-MM-DD: the default seed day. */
export const tehranDay = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(now);

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/**
 * The history year whole, then the current year up to `today` (clamped to the year: a seed day before 1405 seeds
 * its first day, one after it the whole year).
 */
export function seedPeriods(today: string): SeedPeriod[] {
  const history = fiscalYearBounds(seedHistoryYear);
  const current = fiscalYearBounds(seedCurrentYear);
  const last = today < current.startDate ? current.startDate : today > current.endDate ? current.endDate : today;
  const end = toJalali(last);
  return [
    {
      year: seedHistoryYear,
      first: history.startDate,
      last: history.endDate,
      closed: true,
      lastMonth: 12,
      lastDay: 31,
      days: daysBetween(history.startDate, history.endDate),
    },
    {
      year: seedCurrentYear,
      first: current.startDate,
      last,
      closed: false,
      lastMonth: end.month,
      lastDay: last === current.endDate ? 31 : end.day,
      days: daysBetween(current.startDate, last),
    },
  ];
}
