import type { MoneyRecordCharts } from '@daftar/contracts/endpoints/money-records-schemas';
import type { Language } from '@daftar/contracts/schemas/common';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { type AmountUnit, amountUnitKeys } from '../../lib/format/format-amount.ts';
import { jalaliMonthNames } from '../../lib/format/format-date.ts';
import { moneyRecordChartsQuery } from './api.ts';
import type { MoneyChartSeries } from './money-chart.tsx';

const MoneyChart = lazy(() => import('./money-chart.tsx'));

type Month = MoneyRecordCharts['months'][number];

const locales: Record<Language, string> = { fa: 'fa-IR', en: 'en-US' };
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** fa: the Jalali month's name («مهر»); en: the Gregorian day it starts on («Sep 23»), as the dashboard labels them. */
const monthLabel = (month: Month, language: Language) =>
  language === 'fa' ? (jalaliMonthNames[month.month - 1] ?? '') : monthDay.format(new Date(`${month.start}T00:00:00Z`));

const chartHeight = 200;

/** A series' key beside its colour, above the chart (uPlot's own legend is off: it would not follow the language). */
function Legend({ series }: { series: MoneyChartSeries[] }) {
  return (
    <ul className="money-chart-legend">
      {series.map((one) => (
        <li key={one.label}>
          <span className="money-chart-swatch" style={{ background: `var(${one.colorVar}, ${one.color})` }} />
          {one.label}
        </li>
      ))}
    </ul>
  );
}

/** Phones open the list first: the charts wait, folded, until asked for. */
const phoneWidth = '(max-width: 640px)';

/**
 * Above the income and expense lists: the fiscal year's monthly income against expense (two bars a month) and the
 * cash position (cash, banks and petty cash at each month's end), in the company's unit. Open on wider screens,
 * folded on phones. One call; the charting library comes with the chart's own lazy chunk, never with the list.
 */
export function MoneyRecordChartsPanel({ companyId, unit }: { companyId: number; unit: AmountUnit }) {
  const t = useT();
  const [open, setOpen] = useState(() => !window.matchMedia(phoneWidth).matches);
  return (
    <details
      className="money-charts-panel"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="money-charts-panel"
    >
      <summary data-testid="money-charts-toggle">{t('WEB_MONEY_CHARTS')}</summary>
      {open && <MoneyRecordCharts companyId={companyId} unit={unit} />}
    </details>
  );
}

/** The two charts, asked and drawn only while the panel is open. */
function MoneyRecordCharts({ companyId, unit }: { companyId: number; unit: AmountUnit }) {
  const t = useT();
  const { language } = useLanguage();
  const charts = useQuery(moneyRecordChartsQuery(companyId));
  const months = charts.data?.months;
  const view = useMemo(() => {
    if (!months) return null;
    const compact = new Intl.NumberFormat(locales[language], { notation: 'compact', maximumFractionDigits: 1 });
    return {
      labels: months.map((month) => monthLabel(month, language)),
      formatAmount: (rials: number) => compact.format(unit === 'TOMAN' ? rials / 10 : rials),
      flows: [
        {
          label: t('WEB_MONEY_CHART_INCOME'),
          values: months.map((month) => month.income),
          colorVar: '--color-success',
          color: '#15803d',
        },
        {
          label: t('WEB_MONEY_CHART_EXPENSE'),
          values: months.map((month) => month.expense),
          colorVar: '--color-error',
          color: '#b91c1c',
        },
      ],
      cash: [
        {
          label: t('WEB_MONEY_CHART_CASH'),
          values: months.map((month) => month.cashPosition),
          colorVar: '--color-brand',
          color: '#1d4ed8',
        },
      ],
    };
  }, [months, language, unit, t]);
  if (!view || !charts.data) return null;
  const yearName = localDigits(charts.data.fiscalYear.name, language);
  const unitName = t(amountUnitKeys[unit]);
  const placeholder = <div className="money-chart" style={{ blockSize: chartHeight }} />;
  return (
    <section className="money-charts" data-testid="money-charts">
      <figure className="money-chart-card">
        <figcaption>{t('WEB_MONEY_CHART_FLOWS_TITLE', { year: yearName, unit: unitName })}</figcaption>
        <Legend series={view.flows} />
        <Suspense fallback={placeholder}>
          <div dir="ltr">
            <MoneyChart
              labels={view.labels}
              series={view.flows}
              style="bars"
              formatAmount={view.formatAmount}
              height={chartHeight}
              title={t('WEB_MONEY_CHART_FLOWS_TITLE', { year: yearName, unit: unitName })}
              testId="money-chart-flows"
            />
          </div>
        </Suspense>
      </figure>
      <figure className="money-chart-card">
        <figcaption>{t('WEB_MONEY_CHART_CASH_TITLE', { year: yearName, unit: unitName })}</figcaption>
        <Legend series={view.cash} />
        <Suspense fallback={placeholder}>
          <div dir="ltr">
            <MoneyChart
              labels={view.labels}
              series={view.cash}
              style="line"
              formatAmount={view.formatAmount}
              height={chartHeight}
              title={t('WEB_MONEY_CHART_CASH_TITLE', { year: yearName, unit: unitName })}
              testId="money-chart-cash"
            />
          </div>
        </Suspense>
      </figure>
    </section>
  );
}
