import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { whenIdle } from '../../lib/when-idle.ts';
import './chart.css';

export interface ChartSeries {
  label: string;
  values: number[];
  /** A CSS custom property of the theme (`--color-success`), read from the page so both themes fit. */
  colorVar: string;
  /** Fallback when the property is not set. */
  color: string;
}

export interface UPlotChartProps {
  /** One label per point, in the reader's language and calendar. */
  labels: string[];
  /** A text per point shown while the pointer is over it (the month's days and figure); none without. */
  tooltips?: string[];
  series: ChartSeries[];
  /** Bars per point (side by side when there are two series), or a line through the points. */
  style: 'bars' | 'line';
  /** An axis tick as the screen writes amounts (digits, unit's scale). */
  formatAmount(rials: number): string;
  height: number;
  title: string;
  testId: string;
  className: string;
}

/**
 * A chart of amounts over labelled points (months), drawn by uPlot: the dashboard's sales, the income and expense
 * charts. Import it with React.lazy: this module is its own chunk and uPlot is imported inside it, so the library
 * downloads only when a chart shows — never with /login. When drawn, the host carries `data-points` for the tests.
 *
 * uPlot's evaluation and the first drawing are each a long task on a phone: the library loads once the page is idle
 * after its first paint, and the drawing waits for the next idle moment, so neither shares a task with the page's
 * render nor with the other.
 */
export default function UPlotChart({
  labels,
  tooltips,
  series,
  style,
  formatAmount,
  height,
  title,
  testId,
  className,
}: UPlotChartProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let chart: uPlot | undefined;
    let cancelled = false;
    const tip = tooltips ? pointTooltip(element) : undefined;
    const draw = (UPlot: typeof uPlot) => {
      const colors = series.map((one) => getComputedStyle(element).getPropertyValue(one.colorVar).trim() || one.color);
      const x = labels.map((_, index) => index);
      // One bar a point fills most of it; two share it, the first leaning to its start, the second to its end.
      const bars = (index: number) =>
        series.length > 1
          ? UPlot.paths.bars?.({ size: [0.35, 32], align: index === 0 ? -1 : 1 })
          : UPlot.paths.bars?.({ size: [0.6, 48] });
      chart = new UPlot(
        {
          width: element.clientWidth,
          height,
          legend: { show: false },
          cursor: tip
            ? { show: true, x: false, y: false, points: { show: false }, drag: { x: false, y: false } }
            : { show: false },
          hooks: tip ? { setCursor: [(u: uPlot) => tip.show(u, tooltips ?? [])] } : {},
          scales: { x: { time: false, range: [-0.5, labels.length - 0.5] } },
          axes: [
            { values: (_u, ticks) => ticks.map((tick) => labels[tick] ?? ''), space: 56, gap: 4 },
            { values: (_u, ticks) => ticks.map(formatAmount), size: 72 },
          ],
          series: [
            {},
            ...series.map((one, index) => ({
              label: one.label,
              stroke: colors[index],
              width: style === 'line' ? 2 : 1,
              ...(style === 'bars'
                ? { fill: colors[index], paths: bars(index), points: { show: false } }
                : { points: { show: true, size: 6, fill: colors[index] } }),
            })),
          ],
        },
        [x, ...series.map((one) => one.values)],
        element,
      );
      element.dataset.points = String(x.length);
    };
    let cancelIdle = whenIdle(() => {
      void import('uplot').then(({ default: UPlot }) => {
        if (!cancelled) cancelIdle = whenIdle(() => draw(UPlot));
      });
    });
    const resize = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      cancelled = true;
      cancelIdle();
      resize.disconnect();
      chart?.destroy();
      tip?.remove();
      delete element.dataset.points;
    };
  }, [labels, tooltips, series, style, formatAmount, height]);
  return <div ref={host} className={className} role="img" aria-label={title} data-testid={testId} />;
}

/** The tooltip of the point under the pointer, placed over it inside the chart's box. */
function pointTooltip(host: HTMLElement) {
  const box = document.createElement('div');
  box.className = 'chart-tooltip';
  box.setAttribute('role', 'tooltip');
  box.hidden = true;
  host.append(box);
  return {
    show(u: uPlot, texts: string[]) {
      const index = u.cursor.idx;
      const text = index === null || index === undefined ? undefined : texts[index];
      box.hidden = text === undefined;
      if (text === undefined) return;
      box.textContent = text;
      box.dataset.index = String(index);
      // Centred on the pointer, but kept inside the chart's box (a phone's last month would run off the screen).
      const centre = u.over.offsetLeft + (u.cursor.left ?? 0);
      const left = Math.min(Math.max(centre - box.offsetWidth / 2, 0), host.clientWidth - box.offsetWidth);
      box.style.left = `${Math.max(left, 0)}px`;
    },
    remove: () => box.remove(),
  };
}
