import { describe, expect, it } from 'vitest';
import { appTimeZone, tehranWallClock } from './tehran-time.ts';

/** Tehran's offset from UTC at an instant, as the time-zone data has it ("GMT+03:30"). */
const offsetName = new Intl.DateTimeFormat('en-US', { timeZone: appTimeZone, timeZoneName: 'longOffset' });

/** The wall clock the time-zone data gives, as the UTC minute of the same digits. */
function intlWallMinute(instant: Date): number {
  const name = offsetName.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const [, sign, hours, minutes] = /GMT([+-])(\d\d):(\d\d)/.exec(name) ?? [];
  const offsetMinutes = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  return Math.floor((instant.getTime() + offsetMinutes * 60_000) / 60_000) * 60_000;
}

/** What tehranWallClock reads, as the UTC minute of the same digits. */
function wallMinute(instant: Date): number {
  const { year, month, day, hour, minute } = tehranWallClock(instant);
  return Date.UTC(year, month - 1, day, hour, minute);
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
    for (const instant of instants) expect(wallMinute(instant), instant.toISOString()).toBe(intlWallMinute(instant));
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
