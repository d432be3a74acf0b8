import { Stack, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import type { MinuteBin } from '../lib/replay';
import classes from './flights.module.css';
import { Bars, barX, CHART, ChartFrame } from './replay-chart';

/**
 * Birds home per minute from the first arrival to the last, the minutes played so far darker, late birds in orange and
 * a cursor at the replay's minute. Only the cursor and a clip move as the replay plays.
 */
export function ArrivalsChart({ bins, minute }: { bins: readonly MinuteBin[]; minute: number }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  // useId's characters are not all safe inside url(#…).
  const clip = `replay-clip${useId().replace(/[^\w-]/g, '')}`;
  const n = (v: number) => formatNumber(v, intlLocale);
  // The chart starts at the first arrival: the hours before it would be an empty stretch.
  const { first, counts, late, max, total, peak } = useMemo(() => {
    const first = bins.find((b) => b.count > 0)?.minute ?? 0;
    const shown = bins.slice(first);
    const counts = shown.map((b) => b.count);
    const peak = shown.reduce((best, b) => (b.count > best.count ? b : best), shown[0] ?? { minute: 0, count: 0, late: 0 });
    return { first, counts, late: shown.map((b) => b.late), max: peak.count, total: counts.reduce((a, b) => a + b, 0), peak };
  }, [bins]);
  const cursor = barX(Math.min(counts.length, Math.max(0, minute - first + 1)), counts.length);
  const desc =
    total === 0
      ? t('flights.replay.arrivalsEmpty')
      : t('flights.replay.arrivalsDesc', { total: n(total), first: n(first), last: n(bins.length - 1), max: n(max), peak: n(peak.minute), minute: n(minute) });
  return (
    <Stack gap={4}>
      <Title order={3} fz="h5">
        {t('flights.replay.arrivalsTitle')}
      </Title>
      <ChartFrame
        title={t('flights.replay.arrivalsTitle')}
        desc={desc}
        max={n(max)}
        from={t('flights.replay.minute', { minute: n(first) })}
        to={t('flights.replay.minute', { minute: n(bins.length - 1) })}
        testId="replay-arrivals-chart"
      >
        <clipPath id={clip}>
          <rect x={0} y={0} width={cursor} height={CHART.height} />
        </clipPath>
        <Bars values={counts} max={max} className={classes.chartBar} />
        <g clipPath={`url(#${clip})`}>
          <Bars values={counts} max={max} className={classes.chartPart} />
        </g>
        <Bars values={late} max={max} className={classes.chartLate} />
        <line x1={cursor} y1={CHART.top} x2={cursor} y2={CHART.height - CHART.bottom} className={classes.chartCursor} data-testid="replay-cursor" />
      </ChartFrame>
    </Stack>
  );
}
