import type { ActivityChanges, CompanyActivity } from '@daftar/contracts/endpoints/company-activities';
import { formatCivilDate } from '../../../lib/format/civil-date.ts';
import { localDigits } from '../../../lib/format/digits.ts';
import { formatAmount } from '../../../lib/format/format-amount.ts';
import { formatDate } from '../../../lib/format/format-date.ts';
import type { CellFormat } from '../../../ui/list/list-columns.tsx';
import { activityFieldKeys, amountColumn, flagColumn } from '../../../lib/format/activity-labels.ts';

type Value = ActivityChanges[string][number];

const isoDay = /^\d{4}-\d\d-\d\d$/;
const isoInstant = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;
/** Long texts (a key's scopes, a long note) are cut so one change stays one line. */
const longest = 80;

/** A logged value as the screens show it: amounts grouped, days and times in the reader's calendar, flags as yes/no. */
export function activityValue(column: string, value: Value, { t, language }: CellFormat): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'number') {
    if (flagColumn.test(column)) return t(value ? 'WEB_ACTIVITY_YES' : 'WEB_ACTIVITY_NO');
    if (amountColumn.test(column)) return formatAmount(value, language);
    // Quantities are kept in thousandths (DESIGN "Quantities").
    if (column.endsWith('_thousandths')) return localDigits(String(value / 1000), language);
    return localDigits(String(value), language);
  }
  if (isoDay.test(value)) return formatCivilDate(value, language);
  if (isoInstant.test(value)) return formatDate(value, language, { withTime: true });
  const text = value.length > longest ? `${value.slice(0, longest - 1)}…` : value;
  return localDigits(text, language);
}

/** A column's name: translated when it is one of the usual ones, as stored otherwise. */
export function activityField(column: string, { t }: CellFormat): string {
  const key = activityFieldKeys[column];
  return key ? t(key) : column;
}

export interface ActivityChangeLine {
  column: string;
  field: string;
  before: string;
  after: string;
}

/** The changes as lines to show, the usual (named) columns first, the rest in the order they were logged. */
export function activityChangeLines(activity: CompanyActivity, format: CellFormat): ActivityChangeLine[] {
  const entries = Object.entries(activity.changes);
  const named = (column: string) => (Object.hasOwn(activityFieldKeys, column) ? 0 : 1);
  return entries
    .map(([column, pair], index) => ({ column, pair, index }))
    .sort((a, b) => named(a.column) - named(b.column) || a.index - b.index)
    .map(({ column, pair: [before, after] }) => ({
      column,
      field: activityField(column, format),
      before: activityValue(column, before, format),
      after: activityValue(column, after, format),
    }));
}

/** One line of text per change, for the CSV export: «قیمت فروش: ۲٬۵۰۰٬۰۰۰ → ۲٬۸۰۰٬۰۰۰». */
export function activityChangesText(activity: CompanyActivity, format: CellFormat): string {
  return activityChangeLines(activity, format)
    .map((line) =>
      activity.action === 'UPDATE'
        ? `${line.field}: ${line.before} → ${line.after}`
        : `${line.field}: ${activity.action === 'CREATE' ? line.after : line.before}`,
    )
    .join('؛ ');
}
