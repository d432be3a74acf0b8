import { Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, UNITS, type LoftDraft } from '../lib/loft-draft';
import { timeZones } from '../lib/time-zones';
import { CountrySelect } from './country-select';

type Props = {
  value: LoftDraft;
  onChange: (patch: Partial<LoftDraft>) => void;
  error: (field: string) => string | undefined;
  /** Why the unit cannot change (the loft has flights); the unit select is disabled then. */
  unitLocked?: string;
};

/** A loft's general and contact fields, shared by the create form and the details tab. */
export function LoftFields({ value: d, onChange, error, unitLocked }: Props) {
  const { t } = useTranslation();
  const zones = useMemo(() => timeZones(), []);
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={3} fz="h4">
          {t('adminLofts.sections.general')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('adminLofts.fields.name')}
            withAsterisk
            value={d.name}
            maxLength={128}
            onChange={(e) => onChange({ name: e.currentTarget.value })}
            error={error('name')}
            data-testid="loft-name-input"
          />
          <CountrySelect
            label={t('adminLofts.fields.country')}
            value={d.country}
            onChange={(country) => onChange({ country })}
            error={error('country')}
            data-testid="loft-country-input"
          />
          <Select
            label={t('adminLofts.fields.unit')}
            data={UNITS.map((u) => ({ value: u, label: t(`adminLofts.units.${u}`) }))}
            value={d.unit}
            allowDeselect={false}
            disabled={!!unitLocked}
            description={unitLocked}
            onChange={(v) => v && onChange({ unit: v as LoftDraft['unit'] })}
            error={error('unit')}
            data-testid="loft-unit-input"
          />
          <Select
            label={t('adminLofts.fields.currency')}
            data={CURRENCIES}
            value={d.currency}
            allowDeselect={false}
            onChange={(v) => v && onChange({ currency: v as LoftDraft['currency'] })}
            error={error('currency')}
            data-testid="loft-currency-input"
          />
          <Select
            label={t('adminLofts.fields.timeZone')}
            placeholder={t('adminLofts.fields.timeZonePlaceholder')}
            data={zones}
            value={d.timeZone || null}
            searchable
            limit={50}
            nothingFoundMessage={t('adminLofts.nothingFound')}
            onChange={(v) => onChange({ timeZone: v ?? '' })}
            error={error('time_zone')}
            data-testid="loft-time-zone-input"
          />
        </SimpleGrid>
        <Textarea
          label={t('adminLofts.fields.description')}
          value={d.description}
          autosize
          minRows={2}
          maxRows={8}
          onChange={(e) => onChange({ description: e.currentTarget.value })}
          error={error('description')}
          data-testid="loft-description-input"
        />
      </Stack>
      <Stack gap="sm">
        <Title order={3} fz="h4">
          {t('adminLofts.sections.contact')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t('adminLofts.fields.email')}
            type="email"
            value={d.email}
            maxLength={128}
            onChange={(e) => onChange({ email: e.currentTarget.value })}
            error={error('email')}
            data-testid="loft-email-input"
          />
          <TextInput
            label={t('adminLofts.fields.phone')}
            type="tel"
            value={d.phone}
            maxLength={32}
            onChange={(e) => onChange({ phone: e.currentTarget.value })}
            error={error('phone')}
            data-testid="loft-phone-input"
          />
          <TextInput
            label={t('adminLofts.fields.website')}
            type="url"
            placeholder="https://"
            value={d.website}
            maxLength={255}
            onChange={(e) => onChange({ website: e.currentTarget.value })}
            error={error('website')}
            data-testid="loft-website-input"
          />
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
