import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '@/lib/currency';
import { formatDay } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import type { SeasonListing } from '../api/get-seasons';
import { spots } from '../lib/spots';

/** Open or closed for registration today (as the server decides). */
export function RegistrationBadge({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={open ? 'green' : 'gray'} data-testid="registration-badge" data-open={open} style={{ flexShrink: 0 }}>
      {t(open ? 'browse.registrationOpen' : 'browse.registrationClosed')}
    </Badge>
  );
}

/** "Spots left: 12", "Full" or "Unlimited spots". */
export function SpotsBadge({ left }: { left: number | null }) {
  const { t } = useTranslation();
  const s = spots(left);
  return (
    <Badge variant="outline" color={s.color} data-testid="spots" data-spots={left ?? 'unlimited'}>
      {t(s.key, { count: s.count })}
    </Badge>
  );
}

/** The registration period, the places left and the cheapest entry fee of a season. */
export function SeasonFacts({ season }: { season: SeasonListing }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const period = season.registration_period;
  const fee = season.entry_fee;
  return (
    <Stack gap={6}>
      <Text size="sm" data-testid="registration-period">
        {period ? t('browse.registrationPeriod', { from: formatDay(period.starts_at, intlLocale), to: formatDay(period.ends_at, intlLocale) }) : t('browse.noRegistrationPeriod')}
      </Text>
      <Group gap="xs" wrap="wrap">
        <SpotsBadge left={season.spots_left} />
      </Group>
      {fee ? (
        <div data-testid="entry-fee">
          <Text size="sm">
            {t('browse.entryFee')}:{' '}
            <Text span fw={700} c="teal.8">
              {t('browse.feeFrom', { price: formatCurrency(fee.amount, fee.currency, intlLocale) })}
            </Text>
          </Text>
          <Text size="sm" c="dimmed" data-testid="entry-fee-buys">
            {t('browse.feeBuys', { active: fee.pigeons_active, reserve: fee.pigeons_reserve })}
          </Text>
        </div>
      ) : (
        <Text size="sm" c="dimmed" data-testid="entry-fee">
          {t('browse.noEntryFee')}
        </Text>
      )}
    </Stack>
  );
}
