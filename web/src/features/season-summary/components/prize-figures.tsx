import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import type { Currency, Schema } from '@/lib/api/types';
import { BirdLabel } from './bird-label';

type Prizes = Schema<'SummaryPrizes'>;

function Figure({ label, cents, currency, testId }: { label: string; cents: number; currency: Currency; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId} data-cents={cents}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg">
        <Money cents={cents} currency={currency} />
      </Text>
    </Paper>
  );
}

/** The season's prize money: awarded, paid, per bird entered, and the birds that won most. */
export function PrizeFigures({ prizes, currency }: { prizes: Prizes; currency: Currency }) {
  const { t } = useTranslation();
  const top = prizes.top ?? [];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Figure label={t('seasonSummary.awarded')} cents={prizes.awarded} currency={currency} testId="prize-awarded" />
        <Figure label={t('seasonSummary.paid')} cents={prizes.paid} currency={currency} testId="prize-paid" />
        <Figure label={t('seasonSummary.perBird')} cents={prizes.per_bird} currency={currency} testId="prize-per-bird" />
      </SimpleGrid>
      <Text fw={600}>{t('seasonSummary.topWinners')}</Text>
      {top.length === 0 ? (
        <EmptyState testId="prize-winners-empty">{t('seasonSummary.noPrizes')}</EmptyState>
      ) : (
        <Table data-testid="prize-winners">
          <Table.Tbody>
            {top.map((w) => (
              <Table.Tr key={w.pigeon_id}>
                <Table.Td>
                  <BirdLabel bird={w} />
                </Table.Td>
                <Table.Td ta="end">
                  <Group justify="flex-end">
                    <Money cents={w.amount} currency={currency} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
