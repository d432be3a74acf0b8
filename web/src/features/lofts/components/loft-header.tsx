import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loft } from '@/lib/api/types';
import { useCountryName } from '@/lib/countries/get-countries';

/** Loft name, package, FCI tag, address and description; `actions` (e.g. the favourite button) beside the name. */
export function LoftHeader({ loft, actions }: { loft: Loft; actions?: ReactNode }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const address = (loft.loft_addresses ?? [])[0];
  const fci = (loft.tags ?? []).some((tag) => tag.tag_name === 'fci');
  return (
    <Stack gap={6} mb="md">
      <Group gap="sm" wrap="wrap">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} data-testid="loft-name">
          {loft.name}
        </Title>
        <Badge variant="light">{t(`lofts.package.${loft.latest_loft_type.package.type}`)}</Badge>
        {fci && <Badge variant="outline">{t('lofts.fci')}</Badge>}
        {actions}
      </Group>
      {address && (
        <Text size="sm" c="dimmed">
          {[address.street, [address.zipcode, address.city].filter(Boolean).join(' '), countryName(address.country)]
            .filter(Boolean)
            .join(', ')}
        </Text>
      )}
      {loft.description && <Text>{loft.description}</Text>}
    </Stack>
  );
}
