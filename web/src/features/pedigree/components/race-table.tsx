import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import type { Currency } from '@/lib/api/types';
import { formatDay } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import type { PigeonRace } from '../lib/race-text';

/**
 * A bird's oneloft races: where, when, its place among the basketed birds, speed, coefficient and prize.
 * A table from the small breakpoint up; on a phone one compact card per race, readable without scrolling sideways.
 */
export function RaceTable({ races }: { races: PigeonRace[] }) {
  return (
    <>
      <Stack gap="xs" hiddenFrom="sm" data-testid="pedigree-race-cards">
        {races.map((r) => (
          <RaceCard key={r.flight_id} race={r} />
        ))}
      </Stack>
      <WideRaceTable races={races} />
    </>
  );
}

function placeText(r: PigeonRace, t: TFunction): string {
  return r.place > 0 ? t('pedigree.race.place', { place: r.place, of: r.basketed }) : t('pedigree.race.unplaced', { of: r.basketed });
}

/** Speed in the reader's language, with its unit. */
function speedText(r: PigeonRace, t: TFunction, locale: string): string {
  if (!r.speed) return '';
  const speed = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(r.speed));
  return `${speed} ${t(`pedigree.race.unit.${r.unit === 'mile' ? 'mile' : 'km'}`)}`;
}

/** Why a bird has no place: home after closing, held or rejected in review, or not home. */
function OutcomeMark({ race: r }: { race: PigeonRace }) {
  const { t } = useTranslation();
  if (r.outcome === 'placed') return null;
  return (
    <Badge
      size="xs"
      variant="light"
      miw="max-content"
      color={r.outcome === 'not_home' || r.outcome === 'rejected' ? 'red' : r.outcome === 'held' ? 'yellow' : 'gray'}
      data-testid="race-outcome"
      data-outcome={r.outcome}
    >
      {t(`pedigree.race.outcome.${r.outcome}`)}
    </Badge>
  );
}

function RaceCard({ race: r }: { race: PigeonRace }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  return (
    <Paper withBorder p="xs" radius="md" data-testid="pedigree-race-card">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} dir="auto">
            {r.flight}
          </Text>
          {/* Each part isolated: a Latin loft name beside an Arabic date must not reorder them. */}
          <Text size="xs" c="dimmed">
            <bdi>{r.loft}</bdi> · <bdi>{r.season}</bdi> · <bdi>{formatDay(r.released_at, intlLocale)}</bdi>
          </Text>
        </div>
        <Stack gap={2} align="flex-end">
          <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
            <bdi>{placeText(r, t)}</bdi>
          </Text>
          <OutcomeMark race={r} />
        </Stack>
      </Group>
      <Group gap="md" mt={4}>
        {r.time && (
          <Text size="xs">
            {t('pedigree.race.time')}: <bdi>{r.time}</bdi>
          </Text>
        )}
        {r.speed && (
          <Text size="xs">
            {t('pedigree.race.speed')}: <bdi>{speedText(r, t, intlLocale)}</bdi>
          </Text>
        )}
        {r.coefficient && (
          <Text size="xs">
            {t('pedigree.race.coefficient')}: <bdi>{r.coefficient}</bdi>
          </Text>
        )}
        {r.prize > 0 && r.currency && (
          <Text size="xs">
            {t('pedigree.race.prize')}: <Money cents={r.prize} currency={r.currency as Currency} />
          </Text>
        )}
      </Group>
    </Paper>
  );
}

function WideRaceTable({ races }: { races: PigeonRace[] }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  return (
    <Table.ScrollContainer minWidth={560} visibleFrom="sm">
      <Table fz="sm" data-testid="pedigree-races">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('pedigree.race.flight')}</Table.Th>
            <Table.Th>{t('pedigree.race.released')}</Table.Th>
            <Table.Th>{t('pedigree.race.placeOf')}</Table.Th>
            <Table.Th>{t('pedigree.race.time')}</Table.Th>
            <Table.Th>{t('pedigree.race.speed')}</Table.Th>
            <Table.Th>{t('pedigree.race.coefficient')}</Table.Th>
            <Table.Th ta="end">{t('pedigree.race.prize')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {races.map((r) => (
            <Table.Tr key={r.flight_id} data-testid="pedigree-race">
              <Table.Td>
                <Text size="sm" fw={600} dir="auto">
                  {r.flight}
                </Text>
                <Text size="xs" c="dimmed" dir="auto">
                  {r.loft} · {r.season}
                </Text>
              </Table.Td>
              <Table.Td>{formatDay(r.released_at, intlLocale)}</Table.Td>
              <Table.Td>
                <Group gap={6}>
                  {placeText(r, t)}
                  <OutcomeMark race={r} />
                </Group>
              </Table.Td>
              <Table.Td ff="monospace">{r.time ?? ''}</Table.Td>
              <Table.Td>{speedText(r, t, intlLocale)}</Table.Td>
              <Table.Td>{r.coefficient ?? ''}</Table.Td>
              <Table.Td ta="end">{r.prize > 0 && r.currency ? <Money cents={r.prize} currency={r.currency as Currency} /> : ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
