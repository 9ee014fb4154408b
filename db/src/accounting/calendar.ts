/**
 * Jalali (Solar Hijri) dates through the platform's own calendar (Intl's `persian` calendar), never a hand-rolled
 * leap-year rule: several libraries get 1403 wrong. Dates are civil days written YYYY-MM-DD; they are read at noon
 * UTC so no time zone can move them to a neighbouring day.
 */
export interface JalaliDate {
  year: number;
  month: number;
  day: number;
}

const jalaliFormat = new Intl.DateTimeFormat('en-u-ca-persian', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

const dayMs = 86_400_000;
const noonOf = (isoDate: string) => Date.parse(`${isoDate}T12:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function toJalali(isoDate: string): JalaliDate {
  const parts = jalaliFormat.formatToParts(new Date(noonOf(isoDate)));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

const compare = (a: JalaliDate, b: JalaliDate) => a.year - b.year || a.month - b.month || a.day - b.day;

/**
 * The Gregorian day of a Jalali date. The estimate (1 Farvardin falls on 20–22 March; months 1–6 have 31 days, the
 * rest 30) is at most a couple of days off, and Intl settles it. A day the month does not have (30 Esfand of a
 * common year) throws.
 */
export function fromJalali(date: JalaliDate): string {
  const monthOffset = date.month <= 6 ? (date.month - 1) * 31 : 186 + (date.month - 7) * 30;
  let ms = Date.UTC(date.year + 621, 2, 21, 12) + (monthOffset + date.day - 1) * dayMs;
  for (let step = 0; step < 4; step++) {
    const diff = compare(toJalali(isoOf(ms)), date);
    if (diff === 0) return isoOf(ms);
    ms += (diff < 0 ? 1 : -1) * dayMs;
  }
  throw new RangeError(`no such Jalali date: ${date.year}/${date.month}/${date.day}`);
}

export const addDays = (isoDate: string, days: number) => isoOf(noonOf(isoDate) + days * dayMs);

/** First and last Gregorian day of the fiscal year that starts on the given Jalali day of `year`. */
export function fiscalYearBounds(year: number, startMonth = 1, startDay = 1): { startDate: string; endDate: string } {
  const startDate = fromJalali({ year, month: startMonth, day: startDay });
  const next = fromJalali({ year: year + 1, month: startMonth, day: startDay });
  return { startDate, endDate: addDays(next, -1) };
}

/** The Jalali months' Persian names, Farvardin first (the seed's descriptions name them). */
export const jalaliMonthNames = [
  'فروردین',
  'اردیبهشت',
  'خرداد',
  'تیر',
  'مرداد',
  'شهریور',
  'مهر',
  'آبان',
  'آذر',
  'دی',
  'بهمن',
  'اسفند',
] as const;
