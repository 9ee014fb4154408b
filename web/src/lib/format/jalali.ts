/**
 * Gregorian → Jalali (Solar Hijri) by the 2820-year-free "breaks" algorithm of jalaali-js (Borkowski), written out
 * here so every browser agrees: older ICU builds put the leap day of 1403 in the wrong year, so
 * Intl's `persian` calendar cannot be trusted for 2025-03-20 (30 Esfand 1403).
 */
export interface JalaliDate {
  year: number;
  month: number;
  day: number;
}

const breaks = [
  -61, 9, 38, 199, 426, 686, 756, 818, 1111, 1181, 1210, 1635, 2060, 2097, 2192, 2262, 2324, 2394, 2456, 3178,
];

const div = (a: number, b: number) => Math.trunc(a / b);
const mod = (a: number, b: number) => a - Math.trunc(a / b) * b;

/** Leap offset of Jalali year `jy` and the Gregorian March day its Farvardin 1 falls on. */
function jalaliCalendar(jy: number): { leap: number; march: number } {
  const first = breaks[0] ?? -61;
  const last = breaks[breaks.length - 1] ?? 3178;
  if (jy < first || jy >= last) throw new RangeError(`Jalali year ${jy} is out of range`);
  const gy = jy + 621;
  let leapJ = -14;
  let jp = first;
  let jump = 0;
  for (const jm of breaks.slice(1)) {
    jump = jm - jp;
    if (jy < jm) break;
    leapJ += div(jump, 33) * 8 + div(mod(jump, 33), 4);
    jp = jm;
  }
  let n = jy - jp;
  leapJ += div(n, 33) * 8 + div(mod(n, 33) + 3, 4);
  if (mod(jump, 33) === 4 && jump - n === 4) leapJ += 1;
  const leapG = div(gy, 4) - div((div(gy, 100) + 1) * 3, 4) - 150;
  const march = 20 + leapJ - leapG;
  if (jump - n < 6) n = n - jump + div(jump + 4, 33) * 33;
  let leap = mod(mod(n + 1, 33) - 1, 4);
  if (leap === -1) leap = 4;
  return { leap, march };
}

/** Julian day number of a Gregorian date. */
function gregorianToDayNumber(gy: number, gm: number, gd: number): number {
  const d = div((gy + div(gm - 8, 6) + 100100) * 1461, 4) + div(153 * mod(gm + 9, 12) + 2, 5) + gd - 34840408;
  return d - div(div(gy + 100100 + div(gm - 8, 6), 100) * 3, 4) + 752;
}

/** True when Jalali year `jy` has 30 days in Esfand (1403 does). */
export function isJalaliLeapYear(jy: number): boolean {
  return jalaliCalendar(jy).leap === 0;
}

/** A Gregorian calendar date (month 1–12) as a Jalali one (month 1 = Farvardin). */
export function gregorianToJalali(gy: number, gm: number, gd: number): JalaliDate {
  const dayNumber = gregorianToDayNumber(gy, gm, gd);
  let jy = gy - 621;
  const { leap, march } = jalaliCalendar(jy);
  let k = dayNumber - gregorianToDayNumber(gy, 3, march);
  if (k >= 0) {
    if (k <= 185) return { year: jy, month: 1 + div(k, 31), day: mod(k, 31) + 1 };
    k -= 186;
  } else {
    jy -= 1;
    k += 179;
    if (leap === 1) k += 1;
  }
  return { year: jy, month: 7 + div(k, 30), day: mod(k, 30) + 1 };
}

const jalaliMonthDays = [31, 31, 31, 31, 31, 31, 30, 30, 30, 30, 30, 29];

/** Days in a Jalali month: 31 in the first six, 30 in the next five, 29 in Esfand (30 in a leap year). */
export function jalaliMonthLength(jy: number, jm: number): number {
  if (jm === 12 && isJalaliLeapYear(jy)) return 30;
  return jalaliMonthDays[jm - 1] ?? 0;
}

/** A Jalali date as a Gregorian one: days counted from 1 Farvardin, which falls on March `march` of jy + 621. */
export function jalaliToGregorian(jy: number, jm: number, jd: number): JalaliDate {
  const { march } = jalaliCalendar(jy);
  const daysIn = (jm - 1) * 31 - div(jm, 7) * (jm - 7) + jd - 1;
  const date = new Date(Date.UTC(jy + 621, 2, march + daysIn));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
