import { Badge, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../lib/format-time';
import type { ReplayBird } from '../lib/replay';
import classes from './flights.module.css';

/** How many of the latest arrivals the replay lists. */
export const REPLAY_LAST = 8;

/** The birds home last by the replay's minute, newest first: place, ring, name, fancier and flight time. */
export function ReplayArrivals({ birds, releaseMs }: { birds: readonly ReplayBird[]; releaseMs: number }) {
  const { t } = useTranslation();
  return (
    <div>
      <Title order={3} fz="h5" mb="xs">
        {t('flights.replay.lastArrivals')}
      </Title>
      {birds.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="replay-none-home">
          {t('flights.replay.noneHome')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={0}>
          <Table striped fz="sm" data-testid="replay-arrivals">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('flights.columns.rank')}</Table.Th>
                <Table.Th>{t('flights.replay.birdAndFancier')}</Table.Th>
                <Table.Th>{t('flights.columns.time')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {birds.map((b) => (
                <Table.Tr key={b.pigeon_id} data-testid="replay-arrival" data-pigeon={b.pigeon_id}>
                  <Table.Td>
                    {b.late ? (
                      <Badge size="xs" color="orange" variant="light" title={t('flights.afterClosingHint')}>
                        {t('flights.afterClosing')}
                      </Badge>
                    ) : (
                      b.rank || '–'
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text className={classes.mono} dir="ltr" ta="start">
                      {b.ring}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {b.pigeon_name && (
                        <>
                          <bdi>{b.pigeon_name}</bdi>
                          {' · '}
                        </>
                      )}
                      <bdi>{b.fancier}</bdi>
                    </Text>
                  </Table.Td>
                  <Table.Td className={classes.mono}>{formatDuration(b.arrived_ms - releaseMs)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </div>
  );
}
