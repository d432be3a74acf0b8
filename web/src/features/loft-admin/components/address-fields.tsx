import { Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidCoordinates, parseCoordinate, type AddressDraft } from '../lib/loft-draft';
import { CountrySelect } from './country-select';

const MapPicker = lazy(() => import('./map-picker'));

type Props = {
  value: AddressDraft;
  onChange: (patch: Partial<AddressDraft>) => void;
  /** The server's message for a field of the address (city, street, …). */
  error: (field: string) => string | undefined;
  testId?: string;
};

/** City, street, zip code, country and the position, typed or picked on the map (SPEC §5: city, street and zip code are required). */
export function AddressFields({ value: a, onChange, error, testId = 'address' }: Props) {
  const { t } = useTranslation();
  const notNumbers = invalidCoordinates(a);
  const coordError = (k: 'latitude' | 'longitude') => (notNumbers.includes(k) ? t('validation.number') : error(k));
  const lat = parseCoordinate(a.latitude);
  const lon = parseCoordinate(a.longitude);
  const placed = lat !== null && lon !== null && (a.latitude.trim() !== '' || a.longitude.trim() !== '');
  return (
    <Stack gap="sm" data-testid={testId}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('adminLofts.fields.street')}
          withAsterisk
          value={a.street}
          maxLength={128}
          onChange={(e) => onChange({ street: e.currentTarget.value })}
          error={error('street')}
          data-testid={`${testId}-street`}
        />
        <TextInput
          label={t('adminLofts.fields.zipcode')}
          withAsterisk
          value={a.zipcode}
          maxLength={16}
          onChange={(e) => onChange({ zipcode: e.currentTarget.value })}
          error={error('zipcode')}
          data-testid={`${testId}-zipcode`}
        />
        <TextInput
          label={t('adminLofts.fields.city')}
          withAsterisk
          value={a.city}
          maxLength={128}
          onChange={(e) => onChange({ city: e.currentTarget.value })}
          error={error('city')}
          data-testid={`${testId}-city`}
        />
        <CountrySelect
          label={t('adminLofts.fields.country')}
          value={a.country}
          onChange={(country) => onChange({ country })}
          error={error('country')}
          data-testid={`${testId}-country`}
        />
        <TextInput
          label={t('adminLofts.fields.latitude')}
          value={a.latitude}
          inputMode="decimal"
          onChange={(e) => onChange({ latitude: e.currentTarget.value })}
          error={coordError('latitude')}
          data-testid={`${testId}-latitude`}
        />
        <TextInput
          label={t('adminLofts.fields.longitude')}
          value={a.longitude}
          inputMode="decimal"
          onChange={(e) => onChange({ longitude: e.currentTarget.value })}
          error={coordError('longitude')}
          data-testid={`${testId}-longitude`}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('adminLofts.map.hint')}
      </Text>
      <Suspense fallback={<Loader size="sm" />}>
        <MapPicker point={placed ? [lat, lon] : null} onPick={(la, lo) => onChange({ latitude: String(la), longitude: String(lo) })} />
      </Suspense>
    </Stack>
  );
}
