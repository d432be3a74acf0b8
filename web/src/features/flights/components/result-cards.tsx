import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResultColumn } from '../lib/columns';
import classes from './flights.module.css';
import { rowClass, speedUnit, useResultCell } from './result-cell';
import type { ResultTableProps } from './result-table';

/**
 * Below the small breakpoint, one compact card per bird: place, ring and name, then the fancier, then arrival, flight time
 * and speed, each labelled, so nothing hides behind a sideways swipe. The loft's switches choose the parts as they choose
 * the table's columns.
 */
export function ResultCards({ rows, columns, mine, fresh, unit, currency = 'EUR', timeZone, testId, zone }: ResultTableProps & { zone?: string }) {
  const { t } = useTranslation();
  const cell = useResultCell(currency, timeZone);
  const has = (col: ResultColumn) => columns.includes(col);
  // The figures of a card's last line, in the table's order.
  const figures = (['arrival', 'time', 'speed', 'prize'] as const).filter(has);
  const owner = (['fancier', 'team', 'country'] as const).filter(has);
  return (
    <Stack gap={6} data-testid={testId}>
      {zone && has('arrival') && (
        <Text size="xs" c="dimmed" data-testid="cards-zone">
          {t('flights.cards.zone', { zone })}
        </Text>
      )}
      {rows.map((row) => (
        <Paper
          key={row.pigeon_id}
          withBorder
          p="xs"
          radius="md"
          data-testid="result-card"
          data-pigeon={row.pigeon_id}
          data-mine={mine?.has(row.pigeon_id) || undefined}
          data-new={fresh?.has(row.pigeon_id) || undefined}
          className={rowClass(row.pigeon_id, mine, fresh)}
        >
          <Group wrap="nowrap" align="flex-start" gap="sm">
            {has('rank') && (
              <div className={classes.cardRank} data-testid="card-rank">
                {cell(row, 'rank')}
              </div>
            )}
            <div className={classes.cardBody}>
              <Text size="sm" fw={600} className={classes.cardName}>
                {has('ring') && <bdi>{cell(row, 'ring')}</bdi>}
                {has('ring') && has('pigeonName') && row.pigeon_name && ' '}
                {has('pigeonName') && <bdi dir="auto">{row.pigeon_name}</bdi>}
              </Text>
              {owner.length > 0 && (
                <Text size="xs" c="dimmed" className={classes.cardName}>
                  {owner.map((col, i) => (
                    <span key={col}>
                      {i > 0 && ' · '}
                      <bdi dir="auto">{cell(row, col)}</bdi>
                    </span>
                  ))}
                </Text>
              )}
              <Group gap={4} style={{ columnGap: 'var(--mantine-spacing-md)' }} mt={2}>
                {figures.map((col) => (
                  <Text key={col} size="xs" data-testid={`card-${col}`}>
                    <Text span size="xs" c="dimmed">
                      {t(`flights.columns.${col}`)}
                    </Text>{' '}
                    <bdi>
                      {cell(row, col)}
                      {col === 'speed' && ` ${speedUnit(unit)}`}
                    </bdi>
                  </Text>
                ))}
              </Group>
            </div>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
