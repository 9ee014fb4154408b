import type { Language } from '@daftar/contracts/schemas/common';
import { toLatinDigits } from './digits.ts';
import { isoParts, pad } from './format-civil-date.ts';
import { jalaliMonthLength, jalaliToGregorian } from './jalali.ts';
import { tehranWallClock } from './tehran-time.ts';

export { formatCivilDate } from './format-civil-date.ts';

/**
 * Civil dates (a day, no time: a voucher's date, a fiscal year's start) as the API holds them, ISO `YYYY-MM-DD`,
 * and as a person types and reads them: fa in the Jalali calendar (۱۴۰۵/۰۱/۱۵), en in the Gregorian (2026-04-04).
 * No time zone is involved: the day is the day.
 *
 * API: `parseCivilDate(text, language)` → ISO, `undefined` for blank text, `null` for text that is no date;
 * `formatCivilDate(iso, language)` → the text to show (and to edit); `addDays(iso, n)`.
 */

export const toIsoDate = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

const gregorianMonthLength = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Year, month and day in the order written (any of / - . or spaces between), digits Persian or Latin. */
function splitDate(text: string): [number, number, number] | null {
  const match = /^(\d{4})\s*[/\-.\s]\s*(\d{1,2})\s*[/\-.\s]\s*(\d{1,2})$/.exec(toLatinDigits(text.trim()));
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

export function parseCivilDate(text: string, language: Language): string | null | undefined {
  if (text.trim() === '') return undefined;
  const parts = splitDate(text);
  if (!parts) return null;
  const [year, month, day] = parts;
  if (month < 1 || month > 12 || day < 1) return null;
  if (language === 'en') return day <= gregorianMonthLength(year, month) ? toIsoDate(year, month, day) : null;
  if (year < 1300 || year > 1500 || day > jalaliMonthLength(year, month)) return null;
  const gregorian = jalaliToGregorian(year, month, day);
  return toIsoDate(gregorian.year, gregorian.month, gregorian.day);
}

export function addDays(iso: string, days: number): string {
  const parts = isoParts(iso);
  if (!parts) return iso;
  const date = new Date(Date.UTC(parts[0], parts[1] - 1, parts[2] + days));
  return toIsoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** Today on Tehran's calendar, as ISO (the default date of a new voucher). */
export function todayIso(now: Date = new Date()): string {
  const clock = tehranWallClock(now);
  return toIsoDate(clock.year, clock.month, clock.day);
}
