import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Schema } from '@/lib/api/types';
import { useLanguage } from '@/lib/i18n/use-language';

export type PigeonAce = Schema<'PigeonAce'>;

/** A bird's place in each of its season's ace rankings: "12 / 604" with its score under the scheme. */
export function PigeonAces({ aces }: { aces: PigeonAce[] }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const number = new Intl.NumberFormat(intlLocale);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" data-testid="pigeon-aces">
      {aces.map((a) => (
        <Paper key={a.scheme} withBorder p="xs" radius="md" data-testid="pigeon-ace" data-scheme={a.scheme}>
          <Text size="sm" fw={600}>
            {t(`aces.schemes.${a.scheme}`)}
          </Text>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="lg" fw={800}>
              <bdi>{t('pigeons.acePlace', { rank: number.format(a.rank), of: number.format(a.of) })}</bdi>
            </Text>
            <Text size="xs" c="dimmed">
              {t(`aces.score.${a.scheme}`)}: <bdi>{a.score}</bdi>
            </Text>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
