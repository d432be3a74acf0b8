import { memo, useId, type ReactNode } from 'react';
import classes from './flights.module.css';

/** The charts' drawing box; the SVG scales to its container through its viewBox. */
export const CHART = { width: 600, height: 180, left: 44, right: 8, top: 10, bottom: 26 } as const;
const PLOT_W = CHART.width - CHART.left - CHART.right;
const PLOT_H = CHART.height - CHART.top - CHART.bottom;

/** The x of the start of bar `i` of `n`. */
export const barX = (i: number, n: number) => CHART.left + (i * PLOT_W) / Math.max(1, n);

/** A bar per value, scaled to `max`; memoized, as a race can have hundreds of minutes to draw. */
export const Bars = memo(function Bars({ values, max, className }: { values: readonly number[]; max: number; className: string }) {
  const w = PLOT_W / Math.max(1, values.length);
  return (
    <g className={className}>
      {values.map((v, i) => {
        if (v <= 0 || max <= 0) return null;
        const h = (v / max) * PLOT_H;
        return <rect key={i} x={barX(i, values.length)} y={CHART.top + PLOT_H - h} width={Math.max(0.5, w * 0.85)} height={h} />;
      })}
    </g>
  );
});

type FrameProps = { title: string; desc: string; max: string; from: string; to: string; testId: string; children: ReactNode };

/**
 * An accessible chart: a titled and described SVG (screen readers read the summary in `desc`), the
 * largest count at the top of the axis and the first and last x labels. Always left to right, in Arabic too.
 */
export function ChartFrame({ title, desc, max, from, to, testId, children }: FrameProps) {
  const id = useId();
  const bottom = CHART.top + PLOT_H;
  return (
    <div dir="ltr">
      <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} className={classes.chart} data-testid={testId}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{desc}</desc>
        <line x1={CHART.left} y1={bottom} x2={CHART.width - CHART.right} y2={bottom} className={classes.chartAxis} />
        <line x1={CHART.left} y1={CHART.top} x2={CHART.left} y2={bottom} className={classes.chartAxis} />
        <text x={CHART.left - 6} y={CHART.top + 12} textAnchor="end" className={classes.chartText}>
          {max}
        </text>
        <text x={CHART.left - 6} y={bottom} textAnchor="end" className={classes.chartText}>
          0
        </text>
        <text x={CHART.left} y={CHART.height - 6} className={classes.chartText}>
          {from}
        </text>
        <text x={CHART.width - CHART.right} y={CHART.height - 6} textAnchor="end" className={classes.chartText}>
          {to}
        </text>
        {children}
      </svg>
    </div>
  );
}
