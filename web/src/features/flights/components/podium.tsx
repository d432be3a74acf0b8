import { Stack, Text } from '@mantine/core';
import { formatSpeed, type ResultRow } from '../lib/live-patch';
import classes from './flights.module.css';

/** The steps in the order shown: second (silver), first (gold), third (bronze). */
const STEPS = [
  { height: 150, color: 'var(--mantine-color-gray-4)' },
  { height: 200, color: 'var(--mantine-color-yellow-4)' },
  { height: 110, color: 'var(--mantine-color-orange-4)' },
];

/** The first three birds on a podium: second left, first in the middle, third right. */
export function Podium({ rows, large = false }: { rows: ResultRow[]; large?: boolean }) {
  // Order shown: 2nd, 1st, 3rd.
  const order = [rows[1], rows[0], rows[2]];
  return (
    <div className={classes.podium} data-testid="podium">
      {order.map((row, i) => {
        const step = STEPS[i]!;
        if (!row) return <div key={i} className={classes.step} style={{ minHeight: step.height * (large ? 1.5 : 1) }} />;
        return (
          <div key={row.pigeon_id} className={classes.step} style={{ minHeight: step.height * (large ? 1.5 : 1), background: step.color }}>
            <Stack gap={2}>
              <Text fz={large ? 48 : 28} fw={800}>
                {row.rank}
              </Text>
              <Text fw={700} fz={large ? 'xl' : 'md'}>
                {row.pigeon_name || row.ring}
              </Text>
              <Text fz={large ? 'lg' : 'sm'}>{row.fancier}</Text>
              <Text fz={large ? 'lg' : 'sm'} ff="monospace">
                {row.time} · {formatSpeed(row.speed)}
              </Text>
            </Stack>
          </div>
        );
      })}
    </div>
  );
}
