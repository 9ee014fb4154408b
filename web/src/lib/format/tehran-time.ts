/** SPEC §1/§9: dates are shown in Asia/Tehran whatever the device's zone is. */
export const appTimeZone = 'Asia/Tehran';

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * Made on first use: its construction loads the zone's data, which no module's evaluation should wait for. en-US
 * writes Gregorian dates in Latin digits without being asked.
 */
let partsFormat: Intl.DateTimeFormat | undefined;
const tehranParts = () =>
  (partsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: appTimeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }));

/**
 * Iran has kept +03:30 all year since its last summer time ended, at 24:00 (+04:30) on 2022-09-21 (tzdata 2022b):
 * from then on the wall clock is plain arithmetic. Intl answers for earlier instants only, because the first
 * DateTimeFormat of a page loads ICU's data, 60–80 ms of a phone's first signed-in render (issue 33), mostly to tell
 * what day "today" is. tehran-time.test.ts holds the two to each other.
 */
const fixedOffsetSince = 1_663_788_600_000; // 2022-09-21T19:30:00Z

/** The Gregorian date and time on a wall clock in Tehran at the given instant. */
export function tehranWallClock(instant: Date): WallClock {
  const time = instant.getTime();
  let wall = new Date(time + 12_600_000);
  // Not `<`: an invalid date (NaN) goes to Intl, which refuses it as before.
  if (!(time >= fixedOffsetSince)) {
    const parts = {} as WallClock;
    for (const { type, value } of tehranParts().formatToParts(instant)) parts[type as keyof WallClock] = Number(value);
    wall = new Date(Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute));
  }
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}
