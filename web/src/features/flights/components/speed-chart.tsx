import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import type { SpeedBin } from '../lib/replay';
import classes from './flights.module.css';
import { Bars, ChartFrame } from './replay-chart';
import { speedUnit } from './result-cell';

/** The speeds of the birds home in race time, the part home by the replay's minute darker. */
export function SpeedChart({ bins, home, unit }: { bins: readonly SpeedBin[]; home: readonly number[]; unit: 'km' | 'mile' }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const n = (v: number) => formatNumber(v, intlLocale);
  const counts = bins.map((b) => b.count);
  const max = Math.max(0, ...counts);
  const total = counts.reduce((a, b) => a + b, 0);
  const peak = bins.find((b) => b.count === max);
  const u = speedUnit(unit);
  const desc =
    !peak || total === 0
      ? t('flights.replay.speedEmpty')
      : t('flights.replay.speedDesc', { total: n(total), min: n(bins[0]!.from), max: n(bins[bins.length - 1]!.to), unit: u, count: n(max), from: n(peak.from), to: n(peak.to) });
  return (
    <Stack gap={4}>
      <Title order={3} fz="h5">
        {t('flights.replay.speedTitle', { unit: u })}
      </Title>
      <ChartFrame
        title={t('flights.replay.speedTitle', { unit: u })}
        desc={desc}
        max={n(max)}
        from={bins.length ? n(bins[0]!.from) : ''}
        to={bins.length ? `${n(bins[bins.length - 1]!.to)} ${u}` : ''}
        testId="replay-speed-chart"
      >
        <Bars values={counts} max={max} className={classes.chartBar} />
        <Bars values={home} max={max} className={classes.chartPart} />
      </ChartFrame>
    </Stack>
  );
}
