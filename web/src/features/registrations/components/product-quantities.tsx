import { Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { orderTotal, placesCount, type Product, type Quantities } from '../lib/order-rules';

type Props = { products: Product[]; value: Quantities; onChange: (q: Quantities) => void; error?: string };

/** Entry-fee products with a quantity each (max quantity respected) and the live total. */
export function ProductQuantities({ products, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const currency = products[0]?.currency ?? 'EUR';
  const places = placesCount(products, value);
  return (
    <Stack gap="xs" data-testid="product-quantities">
      {products.map((p) => (
        <Paper key={p.id} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text fw={600} dir="auto">
                {p.name}
              </Text>
              <Text size="sm" c="dimmed">
                {t('registration.placesOf', { active: p.pigeons_active, reserve: p.pigeons_reserve })} · <Money cents={p.amount} currency={p.currency} />
              </Text>
            </div>
            <NumberInput
              w={120}
              min={0}
              max={p.max_quantity ?? undefined}
              clampBehavior="strict"
              allowDecimal={false}
              allowNegative={false}
              aria-label={`${t('registration.quantity')}: ${p.name}`}
              data-testid={`quantity-${p.id}`}
              description={p.max_quantity != null ? t('registration.atMost', { count: p.max_quantity }) : undefined}
              value={value[p.id] ?? 0}
              onChange={(v) => onChange({ ...value, [p.id]: typeof v === 'number' ? v : Number(v) || 0 })}
            />
          </Group>
        </Paper>
      ))}
      {error && (
        <Text c="red" size="sm" data-testid="error-positions">
          {error}
        </Text>
      )}
      <Group justify="space-between" px="sm">
        <Text size="sm" data-testid="places">
          {t('registration.places', { active: places.active, reserve: places.reserve })}
        </Text>
        <Text fw={700} data-testid="order-total">
          {t('registration.total')}: <Money cents={orderTotal(products, value)} currency={currency} />
        </Text>
      </Group>
    </Stack>
  );
}
