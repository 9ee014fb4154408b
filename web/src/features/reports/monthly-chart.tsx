import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';

export interface MonthBar {
  label: string;
  /** Rials. */
  value: number;
}

/**
 * Monthly sales as bars (uPlot). The library and its stylesheet are imported when the chart first mounts, so they
 * ride in their own chunk: never in /login's bundle, nor in the reports chunk's first paint. The table beside it
 * holds the same figures for those who would rather read (and for screen readers: the canvas is hidden from them).
 */
export function MonthlyChart({ bars, testId, rtl }: { bars: MonthBar[]; testId: string; rtl: boolean }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let cancelled = false;
    const width = () => Math.max(element.clientWidth - 24, 200);
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([loaded]) => {
        if (cancelled) return;
        const uPlot = ('default' in loaded ? loaded.default : loaded) as typeof import('uplot');
        const bar = uPlot.paths.bars?.({ size: [0.6, 64] });
        chart = new uPlot(
          {
            width: width(),
            height: 220,
            legend: { show: false },
            cursor: { show: false },
            // In fa the months run right to left, as the table's columns do.
            scales: { x: { time: false, dir: rtl ? -1 : 1 } },
            axes: [
              { values: (_plot, ticks) => ticks.map((tick) => bars[Math.round(tick)]?.label ?? '') },
              { size: 70, values: (_plot, ticks) => ticks.map((tick) => (tick / 1_000_000).toLocaleString()) },
            ],
            series: [
              {},
              {
                label: t('WEB_SALES_CHART_SERIES'),
                fill: '#4f7cff',
                stroke: '#3b5bdb',
                paths: bar,
                points: { show: false },
              },
            ],
          },
          [bars.map((_bar, index) => index), bars.map((entry) => entry.value)],
          element,
        );
      })
      .catch(() => setFailed(true));
    const resize = () => chart?.setSize({ width: width(), height: 220 });
    window.addEventListener('resize', resize);
    return () => {
      cancelled = true;
      window.removeEventListener('resize', resize);
      chart?.destroy();
    };
  }, [bars, t, rtl]);

  return (
    <figure className="sales-chart" data-testid={testId}>
      <figcaption>{t('WEB_SALES_CHART_CAPTION')}</figcaption>
      {failed ? <p role="alert">{t('WEB_SALES_CHART_FAILED')}</p> : <div ref={box} aria-hidden="true" />}
    </figure>
  );
}
