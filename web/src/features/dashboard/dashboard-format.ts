import type { Dashboard } from '@daftar/contracts/endpoints/dashboard';
import type { Language } from '@daftar/contracts/schemas/common';
import { localDigits } from '../../lib/format/digits.ts';
import { type AmountUnit, amountUnitKeys, formatAmount } from '../../lib/format/format-amount.ts';
import { jalaliMonthNames } from '../../lib/format/format-date.ts';
import type { DashboardLayout } from './dashboard-layout.ts';

/** How every widget writes its figures: the reader's digits and calendar, the company's unit, the layout's density. */
export interface DashboardFormat {
  language: Language;
  compact: boolean;
  chartHeight: number;
  amount(rials: number): string;
  /** An axis tick: «۱٫۲ میلیون», 1.2M. */
  shortAmount(rials: number): string;
  number(value: number): string;
  accountName(account: Dashboard['cash']['accounts'][number]): string;
  /** fa: «آذر ۱۴۰۵»; en: the month's first day in the Gregorian calendar, «Nov 22». */
  monthLabel(month: Dashboard['monthlySales'][number]): string;
}

const locales: Record<Language, string> = { fa: 'fa-IR', en: 'en-US' };

export function dashboardFormat(
  t: (key: string) => string,
  language: Language,
  unit: AmountUnit,
  layout: DashboardLayout,
): DashboardFormat {
  const unitName = t(amountUnitKeys[unit]);
  const compactNumber = new Intl.NumberFormat(locales[language], { notation: 'compact', maximumFractionDigits: 1 });
  const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return {
    language,
    compact: layout.compact,
    chartHeight: layout.compact ? 160 : 220,
    amount: (rials) => `${formatAmount(rials, language, unit)} ${unitName}`,
    shortAmount: (rials) => compactNumber.format(unit === 'TOMAN' ? rials / 10 : rials),
    number: (value) => localDigits(String(value), language),
    accountName: (account) =>
      `${localDigits(account.code, language)} ${language === 'en' ? (account.nameEn ?? account.nameFa) : account.nameFa}`,
    monthLabel: (month) =>
      language === 'fa'
        ? `${jalaliMonthNames[month.month - 1] ?? ''} ${localDigits(String(month.year), 'fa')}`
        : monthDay.format(new Date(`${month.start}T00:00:00Z`)),
  };
}
