import type { Dashboard } from '@daftar/contracts/endpoints/dashboard';
import type { Language } from '@daftar/contracts/schemas/common';
import { localDigits } from '../../lib/format/digits.ts';
import { type AmountUnit, amountUnitKeys, formatAmount } from '../../lib/format/format-amount.ts';
import { formatDate } from '../../lib/format/format-date.ts';
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
  /** The Jalali month the sales are grouped by, in the reader's words: «آذر ۱۴۰۵», «Azar 1405». */
  monthLabel(month: Dashboard['monthlySales'][number]): string;
  /**
   * The chart's axis label of the month at `index`: its name alone, with the year at the first month and at each new
   * year («فروردین ۱۴۰۵»), so twelve labels fit a narrow chart without running into each other.
   */
  monthTick(month: Dashboard['monthlySales'][number], index: number): string;
  /** A bar's tooltip: the month, its days in the reader's calendar and its sales. */
  monthTooltip(month: Dashboard['monthlySales'][number]): string;
}

const locales: Record<Language, string> = { fa: 'fa-IR', en: 'en-US' };

/**
 * The axis ticks' compact formatter, one per language, made at the chart's first tick: its construction loads the
 * locale's compact-notation data, too long a piece for each render that builds a new `dashboardFormat`.
 */
const compactNumbers: Partial<Record<Language, Intl.NumberFormat>> = {};
const compactNumber = (language: Language) =>
  (compactNumbers[language] ??= new Intl.NumberFormat(locales[language], {
    notation: 'compact',
    maximumFractionDigits: 1,
  }));

export function dashboardFormat(
  t: (key: string, values?: Record<string, string>) => string,
  language: Language,
  unit: AmountUnit,
  layout: DashboardLayout,
): DashboardFormat {
  const unitName = t(amountUnitKeys[unit]);
  const monthLabel = (month: Dashboard['monthlySales'][number]) =>
    `${t(`WEB_SALES_MONTH_${month.month}`)} ${localDigits(String(month.year), language)}`;
  return {
    language,
    compact: layout.compact,
    chartHeight: layout.compact ? 160 : 220,
    amount: (rials) => `${formatAmount(rials, language, unit)} ${unitName}`,
    shortAmount: (rials) => compactNumber(language).format(unit === 'TOMAN' ? rials / 10 : rials),
    number: (value) => localDigits(String(value), language),
    accountName: (account) =>
      `${localDigits(account.code, language)} ${language === 'en' ? (account.nameEn ?? account.nameFa) : account.nameFa}`,
    monthLabel,
    monthTick: (month, index) =>
      index === 0 || month.month === 1 ? monthLabel(month) : t(`WEB_SALES_MONTH_${month.month}`),
    monthTooltip: (month) =>
      t('WEB_DASHBOARD_MONTH_TOOLTIP', {
        month: monthLabel(month),
        from: formatDate(`${month.start}T12:00:00Z`, language),
        to: formatDate(`${month.end}T12:00:00Z`, language),
        amount: `${formatAmount(month.total, language, unit)} ${unitName}`,
      }),
  };
}
