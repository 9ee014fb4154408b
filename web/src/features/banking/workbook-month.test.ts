import { describe, expect, it } from 'vitest';
import { monthOf, shiftMonth } from './workbook-month.ts';

describe('the workbook’s month in the reader’s calendar', () => {
  it('is a Jalali month in fa: Aban 1405 runs from 23 October to 21 November 2026', () => {
    expect(monthOf(1405, 8, 'fa')).toEqual({ year: 1405, month: 8, from: '2026-10-23', to: '2026-11-21' });
  });

  it('is a Gregorian month in en, and steps across a year’s end both ways', () => {
    expect(monthOf(2026, 2, 'en')).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    expect(shiftMonth(monthOf(1405, 12, 'fa'), 1, 'fa')).toMatchObject({ year: 1406, month: 1, from: '2027-03-21' });
    expect(shiftMonth(monthOf(2026, 1, 'en'), -1, 'en')).toMatchObject({ year: 2025, month: 12, to: '2025-12-31' });
  });
});
