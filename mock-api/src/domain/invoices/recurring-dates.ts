import { addDays, fromJalali, toJalali } from '@daftar/db/accounting/calendar';

/**
 * When a schedule falls due. "Every month on day D" counts Jalali months (Iranian businesses bill by the Jalali
 * month: rent on the 1st of Farvardin, Ordibehesht…); D is 1–29 so every month has it, Esfand of a common year
 * included. "Every N days" counts from the start date. Dates are YYYY-MM-DD; start and end are inclusive.
 */
export type ScheduleRule =
  | { frequency: 'MONTHLY'; dayOfMonth: number; startDate: string; endDate: string | null }
  | { frequency: 'EVERY_N_DAYS'; intervalDays: number; startDate: string; endDate: string | null };

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

const withinEnd = (rule: ScheduleRule, date: string) => (rule.endDate !== null && date > rule.endDate ? null : date);

/** The first due date on or after `date` (and not before the start); null when it would be past the end. */
export function firstDueOnOrAfter(rule: ScheduleRule, date: string): string | null {
  const from = date > rule.startDate ? date : rule.startDate;
  if (rule.frequency === 'EVERY_N_DAYS') {
    const steps = Math.ceil(daysBetween(rule.startDate, from) / rule.intervalDays);
    return withinEnd(rule, addDays(rule.startDate, steps * rule.intervalDays));
  }
  const { year, month, day } = toJalali(from);
  const sameMonth = day <= rule.dayOfMonth;
  const target = sameMonth
    ? { year, month, day: rule.dayOfMonth }
    : { year: month === 12 ? year + 1 : year, month: month === 12 ? 1 : month + 1, day: rule.dayOfMonth };
  return withinEnd(rule, fromJalali(target));
}

/** The due date after `due` (a due date of the rule); null past the end. */
export function dueAfter(rule: ScheduleRule, due: string): string | null {
  return firstDueOnOrAfter(rule, addDays(due, 1));
}

/** Every due date from `from` through `through`, oldest first, at most `limit` of them. */
export function dueDatesThrough(rule: ScheduleRule, from: string | null, through: string, limit: number): string[] {
  const dates: string[] = [];
  for (let due = from; due !== null && due <= through && dates.length < limit; due = dueAfter(rule, due)) {
    dates.push(due);
  }
  return dates;
}
