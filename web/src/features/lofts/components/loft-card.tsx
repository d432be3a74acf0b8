import { Avatar, Badge, Card, Group, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { LoftSummary } from '@/lib/api/types';
import { useCountryName } from '@/lib/api/countries/get-countries';

/** A loft in a list: its cover picture, logo, name, place and FCI tag; never its package, which is between the loft and the platform. */
export function LoftCard({ loft }: { loft: LoftSummary }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const fci = (loft.tags ?? []).some((tag) => tag.tag_name === 'fci');
  return (
    <Card withBorder radius="md" padding="md" component={Link} to={paths.loft.getHref(loft.id)} data-testid="loft-card">
      {loft.cover_url && (
        <Card.Section mb="sm">
          <Image src={loft.cover_url.replace('-full.', '-medium.')} alt="" h={120} fit="cover" loading="lazy" data-testid="loft-card-cover" />
        </Card.Section>
      )}
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          {loft.logo_url && <Avatar src={loft.logo_url.replace('-full.', '-low.')} alt="" radius="sm" size="md" data-testid="loft-card-logo" />}
          <Text fw={700} lineClamp={2} dir="auto">
            {loft.name}
          </Text>
        </Group>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {[loft.city, countryName(loft.country)].filter(Boolean).join(', ')}
      </Text>
      {fci && (
        <Badge mt="xs" variant="outline" size="sm">
          {t('lofts.fci')}
        </Badge>
      )}
    </Card>
  );
}
