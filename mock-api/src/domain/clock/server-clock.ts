import { tehranToday } from './tehran-day.ts';

/**
 * The server's clock for what runs "on a day" (recurring invoices): real time moved by an offset the fault lab
 * sets (PUT /__mock/clock). Time keeps flowing from the instant set, so a test that moves the clock to the 5th sees
 * the 5th for the rest of that day. Module state, like the lab's rules: one clock per server process.
 */
let offsetMs = 0;

export function serverNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** The business's day (Tehran) by the server's clock, YYYY-MM-DD. */
export function serverToday(): string {
  return tehranToday(serverNow());
}

/** Moves the clock so that now is `iso`; null goes back to real time. */
export function setServerClock(iso: string | null): void {
  offsetMs = iso === null ? 0 : Date.parse(iso) - Date.now();
}

export function serverClockMoved(): boolean {
  return offsetMs !== 0;
}
