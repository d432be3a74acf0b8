import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { fieldError } from '@/lib/api/field-error';
import { notifySuccess } from '@/lib/notify';
import type { SaleDesk } from '../api/get-sale-desk';
import { useSaveSaleSettings } from '../api/save-sale-settings';
import { parseLimit } from '../lib/quantity';

/** Where the stock stands: counted by which flight, waiting for its release, or no flight chosen. */
function CountLine({ desk }: { desk: SaleDesk }) {
  const { t } = useTranslation();
  const chosen = desk.flights?.find((f) => f.id === desk.settings.inventory_flight_id);
  const text = desk.counted
    ? t('pigeonSale.settings.counted', { flight: desk.counted.name, count: desk.stock?.length ?? 0 })
    : chosen
      ? t('pigeonSale.settings.notReleased', { flight: chosen.name })
      : (desk.flights ?? []).length === 0
        ? t('pigeonSale.settings.noFlights')
        : t('pigeonSale.settings.noneChosen');
  return (
    <Text size="sm" c={desk.counted ? undefined : 'dimmed'} data-testid="sale-count-line">
      {text}
    </Text>
  );
}

/**
 * The season's sale settings: the inventory flight, one of its training flights (its arrivals are the birds present),
 * and Max sales per buyer (empty: no limit). The count is checked here; the server names a field it refuses.
 */
export function SaleSettingsCard({ seasonId, desk }: { seasonId: number; desk: SaleDesk }) {
  const { t } = useTranslation();
  const save = useSaveSaleSettings();
  const [flight, setFlight] = useState(String(desk.settings.inventory_flight_id ?? ''));
  const [max, setMax] = useState(desk.settings.max_sales == null ? '' : String(desk.settings.max_sales));
  const [invalid, setInvalid] = useState<'number' | 'whole' | null>(null);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const limit = parseLimit(max);
    setInvalid(limit.ok ? null : limit.reason);
    if (!limit.ok) return;
    save.mutate(
      { seasonId, body: { inventory_flight_id: flight ? Number(flight) : null, max_sales: limit.value } },
      { onSuccess: () => notifySuccess(t('pigeonSale.settings.saved')) },
    );
  };

  const flights = [
    { value: '', label: t('pigeonSale.settings.noFlight') },
    ...(desk.flights ?? []).map((f) => ({ value: String(f.id), label: `${f.name} · ${t(`flights.states.${f.state}`)}` })),
  ];
  return (
    <Panel title={t('pigeonSale.settings.title')} hint={t('pigeonSale.settings.hint')} testId="sale-settings">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <NativeSelect
              label={t('pigeonSale.settings.flight')}
              value={flight}
              onChange={(e) => setFlight(e.currentTarget.value)}
              data={flights}
              error={save.error ? fieldError(save.error, 'inventory_flight_id') : undefined}
              w={{ base: '100%', sm: 320 }}
              data-testid="sale-flight"
            />
            <TextInput
              label={t('pigeonSale.settings.maxSales')}
              description={t('pigeonSale.settings.maxSalesHint')}
              value={max}
              onChange={(e) => setMax(e.currentTarget.value)}
              inputMode="numeric"
              autoComplete="off"
              dir="ltr"
              error={invalid ? t(invalid === 'number' ? 'validation.number' : 'pigeonSale.settings.maxSalesWhole') : save.error ? fieldError(save.error, 'max_sales') : undefined}
              w={{ base: '100%', sm: 220 }}
              data-testid="sale-max-sales"
            />
          </Group>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <CountLine desk={desk} />
            <Button type="submit" loading={save.isPending} data-testid="sale-settings-save">
              {t('pigeonSale.settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Panel>
  );
}
