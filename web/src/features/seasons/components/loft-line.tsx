import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CountryFlag } from '@/components/ui/country-flag';
import { paths } from '@/config/paths';
import { useCountryName } from '@/lib/api/countries/get-countries';

type Loft = { id: number; name: string; country: string; city: string };

/** A season's loft: flag, name (linked to the loft page), city and country in the user's language. */
export function LoftLine({ loft }: { loft: Loft }) {
  const countryName = useCountryName();
  const place = [loft.city, countryName(loft.country)].filter(Boolean).join(', ');
  return (
    <Text size="sm" c="dimmed" data-testid="season-loft" style={{ overflowWrap: 'anywhere' }}>
      <CountryFlag code={loft.country} />
      <Anchor component={Link} to={paths.loft.getHref(loft.id)} size="sm" fw={600}>
        <bdi>{loft.name}</bdi>
      </Anchor>
      {place && (
        <>
          {' · '}
          <bdi>{place}</bdi>
        </>
      )}
    </Text>
  );
}
