import { describe, expect, it } from 'vitest';
import { appTimeZone, tehranWallClock } from './tehran-time.ts';

const format = new Intl.DateTimeFormat('en-US', {
  timeZone: appTimeZone,
  calendar: 'gregory',
  numberingSystem: 'latn',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** The wall clock as ICU's time-zone data has it, which the arithmetic since 2022-09-21 must match. */
function intlWallClock(instant: Date) {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = Number(part.value);
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

describe('tehranWallClock', () => {
  it('agrees with the time-zone data across the end of the last summer time and the years since', () => {
    const instants = [
      '2022-09-21T19:29:59Z',
      '2022-09-21T19:30:00Z',
      '2022-09-21T20:29:00Z',
      '2023-03-21T20:29:00Z',
      '2023-03-21T20:30:00Z',
      '2026-12-03T20:29:59Z',
      '2026-12-03T20:30:00Z',
      '2029-12-31T23:59:00Z',
    ].map((text) => new Date(text));
    // Every 17 hours and 13 minutes for ten years: every hour of the day, in every month.
    for (let time = Date.UTC(2022, 0, 1); time < Date.UTC(2032, 0, 1); time += (17 * 60 + 13) * 60_000)
      instants.push(new Date(time));
    for (const instant of instants)
      expect(tehranWallClock(instant), instant.toISOString()).toEqual(intlWallClock(instant));
  });

  it('still reads summer time before it ended', () => {
    expect(tehranWallClock(new Date('2021-07-01T12:00:00Z'))).toEqual({
      year: 2021,
      month: 7,
      day: 1,
      hour: 16,
      minute: 30,
    });
  });
});
