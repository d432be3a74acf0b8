import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import type { Currency } from '@/lib/api/types';
import { formatDay } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import type { PigeonRace } from '../lib/race-text';

/** A bird's oneloft races: where, when, its place among the basketed birds, speed, coefficient and prize. */
export function RaceTable({ races }: { races: PigeonRace[] }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table fz="sm" data-testid="pedigree-races">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('pedigree.race.flight')}</Table.Th>
            <Table.Th>{t('pedigree.race.released')}</Table.Th>
            <Table.Th>{t('pedigree.race.placeOf')}</Table.Th>
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
              <Table.Td>{r.place > 0 ? t('pedigree.race.place', { place: r.place, of: r.basketed }) : t('pedigree.race.unplaced', { of: r.basketed })}</Table.Td>
              <Table.Td>{r.speed ? `${r.speed} ${t(`pedigree.race.unit.${r.unit === 'mile' ? 'mile' : 'km'}`)}` : ''}</Table.Td>
              <Table.Td>{r.coefficient ?? ''}</Table.Td>
              <Table.Td ta="end">{r.prize > 0 && r.currency ? <Money cents={r.prize} currency={r.currency as Currency} /> : ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
