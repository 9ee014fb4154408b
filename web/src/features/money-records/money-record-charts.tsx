import type { MoneyRecordCharts } from '@daftar/contracts/endpoints/money-records-schemas';
import type { Language } from '@daftar/contracts/schemas/common';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { type AmountUnit, amountUnitKeys } from '../../lib/format/format-amount.ts';
import { jalaliMonthNames } from '../../lib/format/jalali-months.ts';
import { moneyRecordChartsQuery } from './api.ts';
import type { ChartSeries, UPlotChartProps } from '../../ui/chart/uplot-chart.tsx';

const UPlotChart = lazy(() => import('../../ui/chart/uplot-chart.tsx'));

type Month = MoneyRecordCharts['months'][number];

const locales: Record<Language, string> = { fa: 'fa-IR', en: 'en-US' };
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** fa: the Jalali month's name («مهر»); en: the Gregorian day it starts on («Sep 23»), as the dashboard labels them. */
const monthLabel = (month: Month, language: Language) =>
  language === 'fa' ? (jalaliMonthNames[month.month - 1] ?? '') : monthDay.format(new Date(`${month.start}T00:00:00Z`));

const chartHeight = 200;

/** A series' key beside its colour, above the chart (uPlot's own legend is off: it would not follow the language). */
function Legend({ series }: { series: ChartSeries[] }) {
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

/** The two charts: money in and out per month as bars, the cash on hand as a line. */
const chartKinds = [
  { series: 'flows', title: 'WEB_MONEY_CHART_FLOWS_TITLE', style: 'bars' },
  { series: 'cash', title: 'WEB_MONEY_CHART_CASH_TITLE', style: 'line' },
] as const;

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
      {open && <YearCharts companyId={companyId} unit={unit} />}
    </details>
  );
}

/** The two charts, asked and drawn only while the panel is open. */
function YearCharts({ companyId, unit }: { companyId: number; unit: AmountUnit }) {
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
  const names = { year: localDigits(charts.data.fiscalYear.name, language), unit: t(amountUnitKeys[unit]) };
  return (
    <section className="money-charts" data-testid="money-charts">
      {chartKinds.map((chart) => (
        <ChartCard
          key={chart.series}
          title={t(chart.title, names)}
          labels={view.labels}
          series={view[chart.series]}
          style={chart.style}
          formatAmount={view.formatAmount}
          testId={`money-chart-${chart.series}`}
        />
      ))}
    </section>
  );
}

type ChartCardProps = Omit<UPlotChartProps, 'height' | 'className'>;

/** One chart with its caption and legend; the plot itself left to right in both languages, as the months run. */
function ChartCard(props: ChartCardProps) {
  return (
    <figure className="money-chart-card">
      <figcaption>{props.title}</figcaption>
      <Legend series={props.series} />
      <Suspense fallback={<div className="money-chart" style={{ blockSize: chartHeight }} />}>
        <div dir="ltr">
          <UPlotChart {...props} height={chartHeight} className="money-chart" />
        </div>
      </Suspense>
    </figure>
  );
}
