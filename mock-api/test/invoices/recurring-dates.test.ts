import { describe, expect, it } from 'vitest';
import { dueAfter, dueDatesThrough, firstDueOnOrAfter } from '../../src/domain/invoices/recurring-dates.ts';

const monthly = (dayOfMonth: number, startDate: string, endDate: string | null = null) =>
  ({ frequency: 'MONTHLY', dayOfMonth, startDate, endDate }) as const;
const everyDays = (intervalDays: number, startDate: string, endDate: string | null = null) =>
  ({ frequency: 'EVERY_N_DAYS', intervalDays, startDate, endDate }) as const;

describe('due dates of a monthly schedule (Jalali months)', () => {
  it('falls on day D of the Jalali month of the start, or the next month when D has passed', () => {
    // 2026-03-21 is 1 Farvardin 1405; the 5th is 2026-03-25.
    expect(firstDueOnOrAfter(monthly(5, '2026-03-21'), '2026-03-21')).toBe('2026-03-25');
    // 10 Farvardin 1405 (2026-03-30) is past the 5th: 5 Ordibehesht (2026-04-25).
    expect(firstDueOnOrAfter(monthly(5, '2026-03-30'), '2026-03-30')).toBe('2026-04-25');
    expect(firstDueOnOrAfter(monthly(5, '2026-03-25'), '2026-03-25')).toBe('2026-03-25');
  });

  it('follows the Jalali months, 31 days in the first half, 30 after, and crosses Esfand into the new year', () => {
    expect(dueDatesThrough(monthly(1, '2026-03-21'), '2026-03-21', '2026-12-31', 12)).toEqual([
      '2026-03-21',
      '2026-04-21',
      '2026-05-22',
      '2026-06-22',
      '2026-07-23',
      '2026-08-23',
      '2026-09-23',
      '2026-10-23',
      '2026-11-22',
      '2026-12-22',
    ]);
    // 29 Esfand 1405 (a common year, Esfand has 29 days) then 29 Farvardin 1406.
    expect(dueAfter(monthly(29, '2026-03-21'), '2027-03-20')).toBe('2027-04-18');
  });

  it('stops at the end date, inclusive', () => {
    const rule = monthly(5, '2026-03-21', '2026-04-25');
    expect(dueDatesThrough(rule, firstDueOnOrAfter(rule, rule.startDate), '2027-01-01', 100)).toEqual([
      '2026-03-25',
      '2026-04-25',
    ]);
    expect(dueAfter(rule, '2026-04-25')).toBeNull();
  });
});

describe('due dates every N days', () => {
  it('counts from the start date', () => {
    const rule = everyDays(10, '2026-05-01');
    expect(firstDueOnOrAfter(rule, '2026-04-01')).toBe('2026-05-01');
    expect(firstDueOnOrAfter(rule, '2026-05-02')).toBe('2026-05-11');
    expect(dueDatesThrough(rule, '2026-05-01', '2026-05-31', 100)).toEqual([
      '2026-05-01',
      '2026-05-11',
      '2026-05-21',
      '2026-05-31',
    ]);
  });

  it('gives at most the limit, and nothing past the end', () => {
    expect(dueDatesThrough(everyDays(1, '2026-01-01'), '2026-01-01', '2027-01-01', 3)).toHaveLength(3);
    expect(firstDueOnOrAfter(everyDays(7, '2026-01-01', '2026-01-10'), '2026-01-09')).toBeNull();
  });
});
