/** SPEC §1/§9: dates are shown in Asia/Tehran whatever the device's zone is. */
export const appTimeZone = 'Asia/Tehran';

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** Made on first use: its construction loads the zone's data, which no module's evaluation should wait for. */
let partsFormat: Intl.DateTimeFormat | undefined;
const tehranParts = () =>
  (partsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: appTimeZone,
    calendar: 'gregory',
    numberingSystem: 'latn',
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
const fixedOffsetSince = Date.UTC(2022, 8, 21, 19, 30);
const fixedOffsetMs = (3 * 60 + 30) * 60_000;

/** The Gregorian date and time on a wall clock in Tehran at the given instant. */
export function tehranWallClock(instant: Date): WallClock {
  const time = instant.getTime();
  if (time >= fixedOffsetSince) {
    const wall = new Date(time + fixedOffsetMs);
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
    };
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of tehranParts().formatToParts(instant)) parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}
