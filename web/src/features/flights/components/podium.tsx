import { Stack, Text } from '@mantine/core';
import { useLanguage } from '@/lib/i18n/use-language';
import { formatSpeed, type ResultRow } from '../lib/live-patch';
import classes from './flights.module.css';
import { speedUnit } from './result-cell';

/** The step of each place: first (gold), second (silver), third (bronze). */
const STEPS: Record<number, { height: number; color: string }> = {
  1: { height: 200, color: 'var(--mantine-color-yellow-4)' },
  2: { height: 150, color: 'var(--mantine-color-gray-4)' },
  3: { height: 110, color: 'var(--mantine-color-orange-4)' },
};
/** An empty step where fewer than three birds are home: second, first, third in the order shown. */
const EMPTY = [STEPS[2]!, STEPS[1]!, STEPS[3]!];

/**
 * The first three birds on a podium: second left, first in the middle, third right. A step follows the
 * bird's place, not its position: birds that share first place both stand on gold, as the ranking says.
 */
export function Podium({ rows, unit, large = false }: { rows: ResultRow[]; unit?: 'km' | 'mile'; large?: boolean }) {
  // Only placed birds stand on it (not one held for review or home after closing). Order shown: 2nd, 1st, 3rd.
  const { intlLocale } = useLanguage();
  const placed = rows.filter((r) => r.rank > 0);
  const order = [placed[1], placed[0], placed[2]];
  return (
    <div className={classes.podium} data-testid="podium">
      {order.map((row, i) => {
        if (!row) return <div key={i} className={classes.step} style={{ minHeight: EMPTY[i]!.height * (large ? 1.5 : 1) }} />;
        const step = STEPS[Math.min(row.rank, 3)]!;
        return (
          <div
            key={row.pigeon_id}
            className={classes.step}
            style={{ minHeight: step.height * (large ? 1.5 : 1), background: step.color }}
            data-testid="podium-step"
            data-rank={row.rank}
          >
            <Stack gap={2}>
              <Text fz={large ? 48 : 28} fw={800}>
                {row.rank}
              </Text>
              <Text fw={700} fz={large ? 'xl' : 'md'} className={classes.stepText} dir="auto">
                {row.pigeon_name || row.ring}
              </Text>
              <Text fz={large ? 'lg' : 'sm'} className={classes.stepText} dir="auto">
                {row.fancier}
              </Text>
              {/* Time and speed on lines of their own: on a 320 px phone a step is under 100 px wide. */}
              <Text fz={large ? 'lg' : 'sm'} ff="monospace" className={classes.stepText}>
                {row.time}
              </Text>
              <Text fz={large ? 'lg' : 'sm'} className={classes.stepText}>
                <bdi>
                  {formatSpeed(row.speed, intlLocale)} {speedUnit(unit)}
                </bdi>
              </Text>
            </Stack>
          </div>
        );
      })}
    </div>
  );
}
