import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Product, Schema } from '@/lib/api/types';
import { useAuth } from '@/lib/auth';
import { formatCurrency } from '@/lib/currency';
import { formatDay } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { useLoftClock } from '@/lib/use-season-loft-time';
import { useSaleOffer, type SaleOffer } from '../api/get-sale-offer';
import { BuyForm } from './buy-form';

type DueDate = Schema<'DueDate'>;

/** What a buyer may do with a product: buy, sign in first, or nothing now (and why). */
function BuyArea({ product, offer }: { product: Product; offer: SaleOffer }) {
  const { t } = useTranslation();
  const { status, login } = useAuth();
  if (!offer.open || offer.no_inventory || status === 'loading') return null;
  if (status !== 'signedIn') {
    return (
      <Alert color="blue" data-testid="sale-login">
        {t('pigeonSale.buy.loginNote')}
        <Button mt="sm" display="block" onClick={() => login()} data-testid="sale-login-button">
          {t('nav.login')}
        </Button>
      </Alert>
    );
  }
  if (offer.available === 0)
    return (
      <Text size="sm" data-testid="sale-none">
        {t('pigeonSale.soldOut')}
      </Text>
    );
  if (offer.max_sales != null && offer.bought >= offer.max_sales)
    return (
      <Text size="sm" data-testid="sale-none">
        {t('pigeonSale.limitReached')}
      </Text>
    );
  return <BuyForm product={product} offer={offer} />;
}

/** A sale product: its name, its price per bird and at most how many one order takes, then the buyer's form. */
function SaleProduct({ product, offer }: { product: Product; offer: SaleOffer }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  return (
    <Paper withBorder radius="md" p="sm" data-testid="sale-product">
      <Stack gap="xs">
        <Group justify="space-between" align="baseline" gap="xs" wrap="wrap">
          <Text fw={700} dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {product.name}
          </Text>
          <Text fw={700} c="teal.8" data-testid="sale-price">
            {t('pigeonSale.perBird', { price: formatCurrency(product.amount, product.currency, intlLocale) })}
          </Text>
        </Group>
        {product.max_quantity != null && (
          <Text size="sm" c="dimmed">
            {t('products.maxQuantity')}: {product.max_quantity}
          </Text>
        )}
        <BuyArea product={product} offer={offer} />
      </Stack>
    </Paper>
  );
}

/** When the sale runs, on the loft's days: open now, or closed and when it runs (or that the season has no such window). */
function SaleWindow({ offer, window, timeZone }: { offer: SaleOffer; window?: DueDate; timeZone: string }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const { dayHint } = useLoftClock(timeZone);
  const dates = window && { from: formatDay(window.starts_at, intlLocale), to: formatDay(window.ends_at, intlLocale) };
  const text = dates ? t(offer.open ? 'pigeonSale.openWindow' : 'pigeonSale.closedWindow', dates) : t(offer.open ? 'pigeonSale.open' : 'pigeonSale.noWindow');
  return (
    <div data-testid="sale-window">
      <Text size="sm" c={offer.open ? undefined : 'dimmed'}>
        {text}
      </Text>
      {dates && (
        <Text size="xs" c="dimmed">
          {dayHint()}
        </Text>
      )}
    </div>
  );
}

/** The buyer's own figures: the birds left, and with a limit per buyer, how many more they may buy and have bought. */
function SaleFigures({ offer }: { offer: SaleOffer }) {
  const { t } = useTranslation();
  const { status } = useAuth();
  const mine = status === 'signedIn';
  const left = offer.max_sales == null ? null : Math.max(0, offer.max_sales - offer.bought);
  return (
    <Group gap="lg" wrap="wrap" style={{ rowGap: 4 }} data-testid="sale-figures">
      <Text size="sm" fw={600} data-testid="sale-available">
        {t('pigeonSale.available', { count: offer.available })}
      </Text>
      <Text size="sm" data-testid="sale-limit">
        {left == null ? t('pigeonSale.noLimit') : mine ? t('pigeonSale.left', { count: left }) : t('pigeonSale.limit', { count: offer.max_sales ?? 0 })}
      </Text>
      {mine && (
        <Text size="sm" data-testid="sale-bought">
          {t('pigeonSale.bought', { count: offer.bought })}
        </Text>
      )}
    </Group>
  );
}

/**
 * The season's pigeon sale (issue 30) on its page: whether it runs and when, the birds of the loft's stock left, the
 * buyer's limit and birds so far, and each sale product (one unit, one bird) with its price and the form to buy.
 * Visitors are asked to sign in; before the loft has counted its stock nothing can be bought (said while the sale
 * runs; a closed sale says when it runs).
 */
export function PigeonSale({ seasonId, window, timeZone }: { seasonId: number; window?: DueDate; timeZone: string }) {
  const { t } = useTranslation();
  const { data: offer } = useSaleOffer(seasonId);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="pigeon-sale-title" data-testid="pigeon-sale" data-open={offer?.open}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} fz="h3" id="pigeon-sale-title">
            {t('pigeonSale.title')}
          </Title>
          {offer && (
            <Badge color={offer.open ? 'teal' : 'gray'} variant="light" data-testid="sale-state" data-open={offer.open}>
              {t(offer.open ? 'pigeonSale.open' : 'pigeonSale.closed')}
            </Badge>
          )}
        </Group>
        {!offer ? (
          <Loader size="sm" />
        ) : (
          <>
            <SaleWindow offer={offer} window={window} timeZone={timeZone} />
            {!offer.no_inventory ? (
              <SaleFigures offer={offer} />
            ) : (
              offer.open && (
                <Alert color="yellow" title={t('pigeonSale.msg.noInventory')} data-testid="sale-no-inventory">
                  {t('pigeonSale.noInventoryHint')}
                </Alert>
              )
            )}
            {(offer.products ?? []).map((p) => (
              <SaleProduct key={p.id} product={p} offer={offer} />
            ))}
          </>
        )}
      </Stack>
    </Paper>
  );
}
