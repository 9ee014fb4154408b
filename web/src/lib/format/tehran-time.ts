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

/** The Gregorian date and time on a wall clock in Tehran at the given instant. */
export function tehranWallClock(instant: Date): WallClock {
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
