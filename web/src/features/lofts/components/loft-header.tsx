import { Anchor, Avatar, Badge, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loft } from '@/lib/api/types';
import { useCountryName } from '@/lib/api/countries/get-countries';
import { LoftCalendarLink } from './loft-calendar-link';

/** The loft's contact details, so that a fancier told to "contact the loft" can; none when the loft gave none. */
function LoftContact({ loft }: { loft: Loft }) {
  const { t } = useTranslation();
  const website = loft.website && /^https?:\/\//i.test(loft.website) ? loft.website : '';
  if (!loft.email && !loft.phone && !website) return null;
  const host = website ? website.replace(/^https?:\/\//i, '').replace(/\/$/, '') : '';
  return (
    <Group gap="md" wrap="wrap" data-testid="loft-contact">
      <Text size="sm" fw={500}>
        {t('adminLofts.public.contact')}:
      </Text>
      {loft.email && (
        <Anchor
          href={`mailto:${loft.email}`}
          size="sm"
          aria-label={`${t('adminLofts.public.email')}: ${loft.email}`}
          style={{ overflowWrap: 'anywhere' }}
          data-testid="loft-contact-email"
        >
          {loft.email}
        </Anchor>
      )}
      {loft.phone && (
        <Anchor
          href={`tel:${loft.phone.replace(/[^\d+]/g, '')}`}
          size="sm"
          dir="ltr"
          aria-label={`${t('adminLofts.public.phone')}: ${loft.phone}`}
          data-testid="loft-contact-phone"
        >
          {loft.phone}
        </Anchor>
      )}
      {website && (
        <Anchor
          href={website}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          aria-label={`${t('adminLofts.public.website')}: ${host}`}
          style={{ overflowWrap: 'anywhere' }}
          data-testid="loft-contact-website"
        >
          {host}
        </Anchor>
      )}
    </Group>
  );
}

/** Loft name, FCI tag, address, contact, calendar feed and description; `actions` (e.g. the favourite button) beside the name. */
export function LoftHeader({ loft, actions }: { loft: Loft; actions?: ReactNode }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const address = (loft.loft_addresses ?? [])[0];
  const fci = (loft.tags ?? []).some((tag) => tag.tag_name === 'fci');
  return (
    <Stack gap={6} mb="md">
      {loft.cover_url && <Image src={loft.cover_url.replace('-full.', '-medium.')} alt="" radius="md" h={{ base: 120, sm: 200 }} fit="cover" data-testid="loft-cover" />}
      <Group gap="sm" wrap="wrap">
        {loft.logo_url && <Avatar src={loft.logo_url.replace('-full.', '-low.')} alt="" radius="sm" size="lg" data-testid="loft-logo" />}
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} data-testid="loft-name">
          {loft.name}
        </Title>
        {fci && <Badge variant="outline">{t('lofts.fci')}</Badge>}
        {loft.archived_at && (
          <Badge variant="outline" color="gray" data-testid="loft-archived">
            {t('adminLofts.public.archived')}
          </Badge>
        )}
        {actions}
      </Group>
      {address && (
        <Text size="sm" c="dimmed">
          {[address.street, [address.zipcode, address.city].filter(Boolean).join(' '), countryName(address.country)].filter(Boolean).join(', ')}
        </Text>
      )}
      <LoftContact loft={loft} />
      <LoftCalendarLink loftId={loft.id} />
      {loft.description && <Text>{loft.description}</Text>}
    </Stack>
  );
}
