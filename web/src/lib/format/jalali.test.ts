import { describe, expect, it } from 'vitest';
import { gregorianToJalali, isJalaliLeapYear, jalaliMonthLength, jalaliToGregorian } from './jalali.ts';

type Day = [year: number, month: number, day: number];

/**
 * Days known on both calendars, each converted both ways: the year ends around the 1403 leap year (1 Farvardin on
 * 20 or 21 March), the step from the 31-day to the 30-day half of the year, and 1 January 2000.
 */
const sameDays: { jalali: Day; gregorian: Day }[] = [
  { jalali: [1402, 12, 29], gregorian: [2024, 3, 19] },
  { jalali: [1403, 1, 1], gregorian: [2024, 3, 20] },
  { jalali: [1403, 12, 30], gregorian: [2025, 3, 20] },
  { jalali: [1404, 1, 1], gregorian: [2025, 3, 21] },
  { jalali: [1404, 12, 29], gregorian: [2026, 3, 20] },
  { jalali: [1405, 1, 1], gregorian: [2026, 3, 21] },
  { jalali: [1403, 6, 31], gregorian: [2024, 9, 21] },
  { jalali: [1403, 7, 1], gregorian: [2024, 9, 22] },
  { jalali: [1378, 10, 11], gregorian: [2000, 1, 1] },
];

const date = ([year, month, day]: Day) => ({ year, month, day });

describe('the Jalali calendar', () => {
  it.each(sameDays)('puts Jalali $jalali on Gregorian $gregorian and back', ({ jalali, gregorian }) => {
    expect(gregorianToJalali(...gregorian)).toEqual(date(jalali));
    expect(jalaliToGregorian(...jalali)).toEqual(date(gregorian));
  });

  it('knows 1403 is a leap year and 1404 is not', () => {
    expect(isJalaliLeapYear(1403)).toBe(true);
    expect(isJalaliLeapYear(1404)).toBe(false);
    expect(isJalaliLeapYear(1399)).toBe(true);
  });

  it('knows Esfand has 30 days only in a leap year', () => {
    expect(jalaliMonthLength(1403, 12)).toBe(30);
    expect(jalaliMonthLength(1404, 12)).toBe(29);
    expect(jalaliMonthLength(1404, 7)).toBe(30);
    expect(jalaliMonthLength(1404, 6)).toBe(31);
  });
});
