import type { Language } from '@daftar/contracts/schemas/common';
import { toPersianDigits } from './digits.ts';
import { gregorianToJalali } from './jalali.ts';
import { jalaliMonthNames } from './jalali-months.ts';
import { appTimeZone, tehranWallClock } from './tehran-time.ts';

export interface FormatDateOptions {
  /** `short`: 1403/12/30 or 03/20/2025; `long`: 30 اسفند 1403 or March 20, 2025. */
  style?: 'short' | 'long';
  /** Adds hours and minutes (24-hour clock). */
  withTime?: boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');

function formatJalali(instant: Date, { style = 'short', withTime = false }: FormatDateOptions): string {
  const clock = tehranWallClock(instant);
  const { year, month, day } = gregorianToJalali(clock.year, clock.month, clock.day);
  const date = style === 'long' ? `${day} ${jalaliMonthNames[month - 1]} ${year}` : `${year}/${pad(month)}/${pad(day)}`;
  const text = withTime ? `${date}، ${pad(clock.hour)}:${pad(clock.minute)}` : date;
  return toPersianDigits(text);
}

/** The Gregorian formatters by style and time, each made once (a long ledger formats a date per line). */
const gregorianFormats = new Map<string, Intl.DateTimeFormat>();

function formatGregorian(instant: Date, { style = 'short', withTime = false }: FormatDateOptions): string {
  const key = `${style}-${withTime}`;
  let format = gregorianFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: appTimeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: style === 'long' ? 'long' : '2-digit',
      day: style === 'long' ? 'numeric' : '2-digit',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    });
    gregorianFormats.set(key, format);
  }
  return format.format(instant);
}

/**
 * The one date formatter (SPEC §1, DESIGN "Dates"): fa shows the Jalali calendar with Persian digits, en the
 * Gregorian one, both on Tehran's clock. Accepts a Date, epoch milliseconds or an ISO-8601 string from the API.
 */
export function formatDate(value: Date | number | string, language: Language, options: FormatDateOptions = {}): string {
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  return language === 'fa' ? formatJalali(instant, options) : formatGregorian(instant, options);
}
