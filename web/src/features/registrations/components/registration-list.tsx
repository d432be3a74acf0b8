import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { paths } from '@/config/paths';
import { getLoftQueryOptions } from '@/lib/api/lofts/get-loft';
import { useSeasonLoftTime } from '@/lib/use-season-loft-time';
import { useMyOrders } from '../api/get-my-orders';
import { useSeason } from '@/lib/api/seasons/get-season';
import { nextStep, type Order } from '../lib/order-rules';

function SeasonName({ seasonId }: { seasonId: number }) {
  const season = useSeason(seasonId).data;
  const loft = useQuery({ ...getLoftQueryOptions(season?.loft_id ?? 0), enabled: season != null }).data;
  if (!season) return <Text size="sm">…</Text>;
  return (
    <Text size="sm" data-testid="order-season">
      {season.name}
      {loft && (
        <>
          {' · '}
          <Anchor component={Link} to={paths.loft.getHref(loft.id)} size="sm">
            {loft.name}
          </Anchor>
        </>
      )}
    </Text>
  );
}

function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const loftTime = useSeasonLoftTime(order.season_id);
  const status = order.latest_order_status.order_status_type;
  const step = nextStep(status);
  const loftId = useSeason(order.season_id).data?.loft_id;
  const href =
    step === 'download'
      ? paths.registrationConfirmation.getHref(order.id)
      : step === 'registerAgain' && loftId != null
        ? paths.seasonRegister.getHref(loftId, order.season_id)
        : paths.registration.getHref(order.id);
  return (
    <Card withBorder radius="md" data-testid="order-card" data-order-id={order.id}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Anchor component={Link} to={paths.registration.getHref(order.id)} fw={700} data-testid="order-link">
          {order.reference}
        </Anchor>
        <OrderStatusBadge status={status} />
      </Group>
      <SeasonName seasonId={order.season_id} />
      <Text size="sm" c="dimmed">
        {loftTime.format(order.created_at, 'date')} · {t('registration.places', { active: order.pigeons_active, reserve: order.pigeons_reserve })}
      </Text>
      <Text fw={700} my={4}>
        <Money cents={order.total} currency={order.currency} />
      </Text>
      <Text size="sm" data-testid="next-step" data-step={step}>
        {t(`registration.next.${step}`)}
      </Text>
      {order.payment_deadline && (
        <Text size="sm" fw={600} data-testid="payment-deadline">
          {t('orders.payBy', { date: loftTime.format(order.payment_deadline) })}
        </Text>
      )}
      {step !== 'none' && step !== 'waitConfirmation' && (
        <Button component={Link} to={href} variant="light" size="xs" mt="xs" w="fit-content" data-testid="next-action">
          {t(`registration.nextAction.${step}`)}
        </Button>
      )}
    </Card>
  );
}

/** `/registrations`: my registrations with status and what to do next. */
export function RegistrationList() {
  const { t } = useTranslation();
  const orders = useMyOrders();
  if (orders.length === 0) return <EmptyState testId="registrations-empty">{t('registration.empty')}</EmptyState>;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="registration-list">
        {orders.map((o) => (
          <OrderCard key={o.id} order={o} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
