import { Alert, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Money } from '@/components/ui/money';
import { paths } from '@/config/paths';
import { fieldError } from '@/lib/api/field-error';
import { useLoftProducts } from '@/lib/api/lofts/get-loft-products';
import type { Schema } from '@/lib/api/types';
import { formatDay } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { useSeasonLoftTime } from '@/lib/use-season-loft-time';
import { usePlaceActivation } from '../api/place-activation';
import { useUserSeason } from '../api/get-user-season';

type Product = Schema<'Product'>;
type Pigeon = Schema<'Pigeon'>;
type DueDate = Schema<'DueDate'>;
type Currency = Schema<'Order'>['currency'];

const KINDS = ['reserve_activation', 'final_flight_activation'] as const;

/** One activation product: its window, the team's pigeons it may be ordered for, and the order button. */
function ActivationProduct({ product, pigeons, window: due, seasonId, currency }: { product: Product; pigeons: Pigeon[]; window?: DueDate; seasonId: number; currency: Currency }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const { dayHint } = useSeasonLoftTime(seasonId);
  const navigate = useNavigate();
  const place = usePlaceActivation();
  const [chosen, setChosen] = useState<number[]>([]);
  const [code, setCode] = useState('');
  const toggle = (id: number, on: boolean) => setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));
  const order = () =>
    place.mutate(
      { season_id: seasonId, product_id: product.id, pigeon_ids: chosen, code: code.trim() || undefined },
      { onSuccess: (o) => navigate(paths.registration.getHref(o.id)) },
    );
  const codeRefused = place.error ? fieldError(place.error, 'code') : undefined;
  const refusal = place.error && !codeRefused ? (fieldError(place.error, 'product_id') ?? fieldError(place.error, 'pigeon_ids') ?? place.error.message) : null;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="activation-product" data-category={product.category}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700} dir="auto" style={{ wordBreak: 'break-word' }}>
            {product.name}
          </Text>
          <Text size="sm">
            {t('activation.perPigeon')}: <Money cents={product.amount} currency={currency} />
          </Text>
        </Group>
        <Text size="sm" c="dimmed" data-testid="activation-window">
          {due ? `${t('activation.window', { from: formatDay(due.starts_at, intlLocale), to: formatDay(due.ends_at, intlLocale) })} · ${dayHint()}` : t('activation.noWindow')}
        </Text>
        {pigeons.length === 0 ? (
          <Text size="sm" data-testid="activation-none">
            {t(`activation.none.${product.category}`)}
          </Text>
        ) : (
          <>
            <Stack gap={4}>
              {pigeons.map((p) => (
                <Checkbox
                  key={p.id}
                  label={p.name ? `${p.ring} · ${p.name}` : p.ring}
                  checked={chosen.includes(p.id)}
                  onChange={(e) => toggle(p.id, e.currentTarget.checked)}
                  data-testid="activation-pigeon"
                />
              ))}
            </Stack>
            <TextInput
              label={t('registration.promo.label')}
              description={t('storeOrders.promoCodeHint')}
              value={code}
              onChange={(e) => (setCode(e.currentTarget.value), place.reset())}
              error={codeRefused}
              autoComplete="off"
              maw={420}
              data-testid="activation-code"
            />
            {refusal && (
              <Alert color="red" data-testid="activation-error">
                {refusal}
              </Alert>
            )}
            <Group>
              <Button disabled={chosen.length === 0} loading={place.isPending} onClick={order} data-testid="activation-order">
                {t('activation.order', { count: chosen.length })}
              </Button>
              {chosen.length > 0 && (
                <Text size="sm">
                  {t('registration.total')}: <Money cents={product.amount * chosen.length} currency={currency} />
                </Text>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Activations on a registration (SPEC §4): the team's reserves that can be activated and its birds
 * that can be entered for the final flight, as the server reports them, with each product's window.
 * The order is placed and paid like any other; the server refuses one outside its window.
 */
export function ActivationPanel({ userId, loftId, seasonId, teamId, currency }: { userId: number; loftId: number; seasonId: number; teamId: number; currency: Currency }) {
  const { t } = useTranslation();
  const season = useUserSeason(userId, seasonId).data;
  const products = (useLoftProducts(loftId, seasonId).data ?? []).filter((p) => (KINDS as readonly string[]).includes(p.category));
  if (!season || products.length === 0) return null;
  const pigeons = (season.pigeons ?? []).filter((p) => p.team_id === teamId);
  return (
    <section data-testid="activations">
      <Title order={2} fz="h4" mb={4}>
        {t('activation.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('activation.hint')}
      </Text>
      <Stack gap="sm">
        {products.map((product) => (
          <ActivationProduct
            key={product.id}
            product={product}
            seasonId={seasonId}
            currency={currency}
            window={season.due_dates?.find((d) => d.category === product.category)}
            pigeons={pigeons.filter((p) => p.activations?.includes(product.category as (typeof KINDS)[number]))}
          />
        ))}
      </Stack>
    </section>
  );
}
