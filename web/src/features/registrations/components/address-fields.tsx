import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RegistrationForm } from '../lib/registration-form';

type Props = { form: RegistrationForm; set: (patch: Partial<RegistrationForm>) => void; error?: string };

/** The address: city, street and zipcode, all required (SPEC §5). */
export function AddressFields({ form, set, error }: Props) {
  const { t } = useTranslation();
  const field = (name: 'street' | 'zipcode' | 'city') => (
    <TextInput
      required
      label={t(`registration.${name}`)}
      data-testid={`address-${name}`}
      value={form[name]}
      maxLength={200}
      error={error && !form[name].trim() ? true : undefined}
      onChange={(e) => set({ [name]: e.currentTarget.value })}
    />
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {field('street')}
        {field('zipcode')}
        {field('city')}
      </SimpleGrid>
      {error && (
        <Text c="red" size="sm" data-testid="error-address">
          {error}
        </Text>
      )}
    </>
  );
}
