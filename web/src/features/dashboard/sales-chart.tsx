import type { Dashboard } from '@daftar/contracts/endpoints/dashboard';
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface SalesChartProps {
  months: Dashboard['monthlySales'];
  /** Each month's label in the reader's language and calendar. */
  labels: string[];
  /** An amount as the screen shows it (digits, unit). */
  formatAmount(rials: number): string;
  height: number;
  title: string;
}

/**
 * Twelve months of sales as bars, drawn by uPlot. This module is its own lazy chunk (React.lazy in the widget), so
 * the charting library downloads only when a dashboard shows a chart — never with /login.
 */
export default function SalesChart({ months, labels, formatAmount, height, title }: SalesChartProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let chart: uPlot | undefined;
    let cancelled = false;
    const brand = getComputedStyle(element).getPropertyValue('--color-brand').trim() || '#1d4ed8';
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const x = months.map((_, index) => index);
      chart = new UPlot(
        {
          width: element.clientWidth,
          height,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: false, range: [-0.5, months.length - 0.5] } },
          axes: [
            { values: (_u, ticks) => ticks.map((tick) => labels[tick] ?? ''), space: 72, gap: 4 },
            { values: (_u, ticks) => ticks.map(formatAmount), size: 80 },
          ],
          series: [
            {},
            {
              label: title,
              fill: brand,
              stroke: brand,
              paths: UPlot.paths.bars?.({ size: [0.6, 48] }),
              points: { show: false },
            },
          ],
        },
        [x, months.map((month) => month.total)],
        element,
      );
    });
    const resize = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      cancelled = true;
      resize.disconnect();
      chart?.destroy();
    };
  }, [months, labels, formatAmount, height, title]);
  return (
    <div ref={host} className="dashboard-chart" role="img" aria-label={title} data-testid="dashboard-sales-chart" />
  );
}
