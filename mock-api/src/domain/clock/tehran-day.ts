/**
 * The business's calendar day is Tehran's, whatever the server's time zone. Tehran is UTC+03:30 all year (no
 * daylight saving since 2022).
 */
const tehranDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const tehranOffsetMs = 3.5 * 60 * 60 * 1000;

/** The date in Tehran at an instant (now unless given), ISO `YYYY-MM-DD` (en-CA formats dates that way). */
export function tehranToday(now: Date = new Date()): string {
  return tehranDate.format(now);
}

/** The instant (ISO, UTC) a Tehran calendar day starts: `2026-11-25` → `2026-11-24T20:30:00.000Z`. */
export function tehranDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - tehranOffsetMs).toISOString();
}
