import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import type { Schema } from '@/lib/api/types';
import { formatDay } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { useLoftClock } from '@/lib/use-season-loft-time';

type DueDate = Schema<'DueDate'>;

/** Letters only, lower case: 'Final-flight activation' and 'Final flight activation' say the same. */
const same = (a: string, b: string) => a.replace(/[^\p{L}]/gu, '').toLowerCase() === b.replace(/[^\p{L}]/gu, '').toLowerCase();

/**
 * A season's due dates in the server's order (by category, SPEC §3): category, name, dates, description. The
 * dates are days of the loft's calendar (timeZone), and say so.
 */
export function DueDateList({ dueDates, timeZone }: { dueDates: DueDate[]; timeZone?: string }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const { dayHint } = useLoftClock(timeZone);
  if (dueDates.length === 0) return <EmptyState>{t('browse.noDueDates')}</EmptyState>;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" data-testid="loft-days">
        {dayHint()}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {dueDates.map((d) => {
          const category = t(`orders.dueDates.category.${d.category}`);
          return (
            <Paper key={d.id} withBorder radius="md" px="md" py="sm" data-testid="due-date" data-category={d.category}>
              <Text fw={600} size="sm">
                {category}
                {d.name && !same(d.name, category) && (
                  <Text span c="dimmed" size="sm" fw={400}>
                    {' · '}
                    <bdi>{d.name}</bdi>
                  </Text>
                )}
              </Text>
              <Text size="sm" data-testid="due-date-range">
                {formatDay(d.starts_at, intlLocale)} – {formatDay(d.ends_at, intlLocale)}
              </Text>
              {d.description && (
                <Text size="sm" c="dimmed" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                  {d.description}
                </Text>
              )}
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
