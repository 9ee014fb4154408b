import { describe, expect, it } from 'vitest';
import { addDays, formatCivilDate, parseCivilDate, todayIso } from './civil-date.ts';

describe('parseCivilDate', () => {
  it('reads a Jalali date in fa, Persian or Latin digits, any separator', () => {
    expect(parseCivilDate('۱۴۰۵/۰۱/۰۱', 'fa')).toBe('2026-03-21');
    expect(parseCivilDate('1405-1-1', 'fa')).toBe('2026-03-21');
    expect(parseCivilDate(' ۱۴۰۳.۱۲.۳۰ ', 'fa')).toBe('2025-03-20');
    expect(parseCivilDate('۱۴۰۵ ۰۲ ۳۱', 'fa')).toBe('2026-05-21');
  });
  it('reads a Gregorian date in en', () => {
    expect(parseCivilDate('2026-04-04', 'en')).toBe('2026-04-04');
    expect(parseCivilDate('2024/2/29', 'en')).toBe('2024-02-29');
  });
  it('refuses days that do not exist, and gives undefined for blank text', () => {
    expect(parseCivilDate('1404/12/30', 'fa')).toBeNull();
    expect(parseCivilDate('1405/07/31', 'fa')).toBeNull();
    expect(parseCivilDate('1405/13/01', 'fa')).toBeNull();
    expect(parseCivilDate('2025-02-29', 'en')).toBeNull();
    expect(parseCivilDate('2025-04-31', 'en')).toBeNull();
    expect(parseCivilDate('tomorrow', 'en')).toBeNull();
    expect(parseCivilDate('2026-03-21', 'fa')).toBeNull();
    expect(parseCivilDate('   ', 'fa')).toBeUndefined();
  });
});

describe('formatCivilDate', () => {
  it('shows fa in Jalali with Persian digits and en as ISO', () => {
    expect(formatCivilDate('2025-03-20', 'fa')).toBe('۱۴۰۳/۱۲/۳۰');
    expect(formatCivilDate('2026-03-21', 'fa')).toBe('۱۴۰۵/۰۱/۰۱');
    expect(formatCivilDate('2026-03-21', 'en')).toBe('2026-03-21');
    expect(formatCivilDate('nonsense', 'fa')).toBe('');
  });
  it('round-trips every day of a Jalali year through the text a person edits', () => {
    let iso = '2025-03-21';
    for (let day = 0; day < 366; day += 1) {
      expect(parseCivilDate(formatCivilDate(iso, 'fa'), 'fa')).toBe(iso);
      iso = addDays(iso, 1);
    }
  });
});

describe('addDays and todayIso', () => {
  it('moves across month and year ends', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
  it('takes today on Tehran’s calendar (UTC+03:30)', () => {
    expect(todayIso(new Date('2025-03-20T20:29:00Z'))).toBe('2025-03-20');
    expect(todayIso(new Date('2025-03-20T20:30:00Z'))).toBe('2025-03-21');
  });
});
