import { Anchor, Badge, Box, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { Schema } from '@/lib/api/types';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { useLoftTime } from '@/lib/use-loft-time';
import { BirdLabel } from './bird-label';

type Race = Schema<'SummaryRace'>;

interface RacesProps {
  races: Race[];
  loftId: number;
  timeZone: string;
  unit: 'km' | 'mile';
}

/** The winner's ring, name and fancier; a dash before anyone placed. */
function Winner({ race }: { race: Race }) {
  const w = race.winner;
  if (!w) return <Text c="dimmed">—</Text>;
  return (
    <Stack gap={0} data-testid="race-winner">
      <BirdLabel bird={w} />
    </Stack>
  );
}

/** How the race closed, by the season's rule or by staff; nothing while it is open. */
function Closing({ race }: { race: Race }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={race.closed_by === 'open' ? 'blue' : 'gray'} data-testid="race-closed-by">
      {t(`seasonSummary.closedBy.${race.closed_by}`)}
    </Badge>
  );
}

/** Each flight in release order: release on the loft's clock, distance, basket, home and winner; rows link to the flight. */
export function RacesTable({ races, loftId, timeZone, unit }: RacesProps) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const { format } = useLoftTime(timeZone);
  const n = (v: number) => formatNumber(v, intlLocale);
  const distance = (r: Race) => `${n(r.distance)} ${t(`flights.units.${unit}`)}`;
  const name = (r: Race) => (
    <Anchor component={Link} to={paths.flight.getHref(loftId, r.flight_id)} fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="race-link">
      <bdi>{r.name}</bdi>
    </Anchor>
  );
  return (
    <>
      <Box visibleFrom="sm">
        <Table verticalSpacing="sm" highlightOnHover data-testid="races-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('seasonSummary.columns.race')}</Table.Th>
              <Table.Th>{t('seasonSummary.columns.release')}</Table.Th>
              <Table.Th ta="end">{t('flights.distance')}</Table.Th>
              <Table.Th ta="end">{t('seasonSummary.columns.basketedHome')}</Table.Th>
              <Table.Th>{t('seasonSummary.columns.winner')}</Table.Th>
              <Table.Th>{t('seasonSummary.columns.closing')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {races.map((r) => (
              <Table.Tr key={r.flight_id} data-testid="race-row" data-flight-id={r.flight_id}>
                <Table.Td maw={240}>
                  {name(r)}
                  <Text size="xs" c="dimmed">
                    {t(`flights.kinds.${r.kind}`)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{format(r.release_time, 'date')}</Text>
                </Table.Td>
                <Table.Td ta="end">{distance(r)}</Table.Td>
                <Table.Td ta="end">
                  {n(r.basketed)} / {n(r.home)}
                </Table.Td>
                <Table.Td maw={260}>
                  <Winner race={r} />
                </Table.Td>
                <Table.Td>
                  <Closing race={r} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      {/* Phones get a card per race: the table's columns would not fit. */}
      <Stack gap="xs" hiddenFrom="sm" data-testid="race-cards">
        {races.map((r) => (
          <Paper key={r.flight_id} withBorder radius="md" p="sm" data-testid="race-card" data-flight-id={r.flight_id}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                {name(r)}
                <Closing race={r} />
              </Group>
              <Text size="sm" c="dimmed">
                {t(`flights.kinds.${r.kind}`)} · {format(r.release_time, 'date')} · {distance(r)}
              </Text>
              <SimpleGrid cols={2} spacing="xs">
                <Text size="sm">{t('seasonSummary.facts.basketed', { n: n(r.basketed) })}</Text>
                <Text size="sm">{t('seasonSummary.facts.home', { n: n(r.home) })}</Text>
              </SimpleGrid>
              <Winner race={r} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
