/**
 * A bar chart of one series over labels (uPlot, drawn on a canvas). The canvas is described by its
 * label; the numbers themselves are in the table the chart sits beside.
 */
import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';

export interface BarChartProps {
  readonly title: string;
  readonly labels: readonly string[];
  readonly values: readonly number[];
}

const HEIGHT = 220;

export function BarChart({ title, labels, values }: BarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (el === null) return;
    const bars = uPlot.paths.bars?.({ size: [0.7, 48] });
    const chart = new uPlot(
      {
        width: Math.max(240, el.clientWidth),
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: false, auto: false, range: () => [-0.5, labels.length - 0.5] },
          y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] },
        },
        axes: [
          {
            // One tick per bar, under it; no vertical grid lines between bars.
            splits: () => labels.map((_, i) => i),
            values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
            grid: { show: false },
            gap: 4,
            // Many bars: slanted labels, with room for them.
            rotate: labels.length > 8 ? -40 : 0,
            size: labels.length > 8 ? 90 : 40,
          },
          { size: 56 },
        ],
        series: [
          {},
          {
            label: title,
            stroke: '#2563eb',
            fill: 'rgba(37, 99, 235, 0.55)',
            width: 1,
            ...(bars === undefined ? {} : { paths: bars }),
            points: { show: false },
          },
        ],
      },
      [labels.map((_, i) => i), [...values]],
      el,
    );
    const observer = new ResizeObserver(() => {
      chart.setSize({ width: Math.max(240, el.clientWidth), height: HEIGHT });
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [title, labels, values]);
  const total = values.reduce((a, b) => a + b, 0);
  return (
    <figure class="chart">
      <figcaption>{title}</figcaption>
      <div
        ref={box}
        class="chart-canvas"
        role="img"
        aria-label={`${title}: bar chart of ${values.length} values, total ${total}`}
      />
    </figure>
  );
}
