import { Alert, Button, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ActivationBirds } from '@/components/ui/activation-birds';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Money } from '@/components/ui/money';
import { OrderHistory } from '@/components/ui/order-history';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useOrder } from '@/lib/api/orders/get-order';
import { useAuth } from '@/lib/auth';
import { notifySuccess } from '@/lib/notify';
import { orderKind, orderKindLabel } from '@/lib/order-kind';
import { useBreadcrumbOverride } from '@/lib/page-meta';
import { useSeasonLoftTime } from '@/lib/use-season-loft-time';
import { useCancelOrder } from '../api/cancel-order';
import { useSeason } from '@/lib/api/seasons/get-season';
import { useUserSeason } from '../api/get-user-season';
import { nextStep } from '../lib/order-rules';
import { ActivationPanel } from './activation-panel';
import { TransportPanel } from './transport-panel';
import { OrderPigeons } from './order-pigeons';
import { PaymentPanel } from './payment-panel';

/** SPEC §3 product category 1: an entry fee, i.e. the order is a registration (not an activation). */
const ENTRY_FEE = 1;

/**
 * `/registrations/{id}`: order, positions, pigeons, payment, history, cancel and the confirmation. An activation
 * order, or birds bought in the pigeon sale, reads as one: what, which birds, price and pay-by, without address,
 * places or transport. Staff who open it read what it asks of the loft, not of the customer.
 */
export function OrderDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [params] = useSearchParams();
  const order = useOrder(id);
  const season = useSeason(order.season_id).data;
  const loftTime = useSeasonLoftTime(order.season_id);
  const cancel = useCancelOrder();
  const status = order.latest_order_status.order_status_type;
  const kind = orderKind(order);
  const mine = order.user_id === user?.id;
  const birds = useUserSeason(kind ? order.user_id : undefined, order.season_id).data?.pigeons;
  const step = nextStep(status);
  const stepText = !mine
    ? t(`orderView.staffNext.${step}`)
    : kind && step !== 'waitConfirmation' && step !== 'none'
      ? t(`orderView.${kind === 'sale' ? 'saleNext' : 'activationNext'}.${step}`)
      : t(`registration.next.${step}`);
  const notice = params.get('payment');
  useBreadcrumbOverride(paths.registration.getHref(id), order.reference);

  return (
    <Stack>
      <PageTitle right={<OrderStatusBadge status={status} />}>
        <span data-testid="order-reference">{order.reference}</span>
      </PageTitle>
      {notice === 'success' && (
        <Alert color="teal" data-testid="payment-success">
          {t('registration.paymentSuccess')}
        </Alert>
      )}
      {notice === 'cancelled' && (
        <Alert color="yellow" data-testid="payment-cancelled">
          {t('registration.paymentCancelled')}
        </Alert>
      )}
      <Text data-testid="next-step" data-step={step}>
        {stepText}
      </Text>
      {order.payment_deadline && (
        <Text fw={600} data-testid="payment-deadline">
          {t(mine ? 'orders.payBy' : 'orderView.dueBy', { date: loftTime.format(order.payment_deadline) })}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder radius="md">
          <Text size="sm" c="dimmed">
            {season?.name} · {loftTime.format(order.created_at)}
          </Text>
          {kind ? (
            <Text fw={600} data-testid="activation-kind" data-kind={kind}>
              {t(orderKindLabel(kind))}
            </Text>
          ) : (
            <Text size="sm" data-testid="order-address">
              {order.street}, {order.zipcode} {order.city}
            </Text>
          )}
          {order.contract_version != null && order.contract_accepted_at && (
            <Text size="sm" data-testid="order-contract">
              {t('contracts.accepted', { version: order.contract_version, date: loftTime.format(order.contract_accepted_at) })}
            </Text>
          )}
          {kind ? (
            <>
              <ActivationBirds order={order} pigeons={birds} />
              {(order.discount ?? 0) > 0 && (
                <Group justify="space-between" mt="xs" fz="sm" data-testid="order-discount">
                  <span>{t('registration.discountLine', { name: order.discount_name ?? '' })}</span>
                  <span>
                    −<Money cents={order.discount ?? 0} currency={order.currency} />
                  </span>
                </Group>
              )}
            </>
          ) : (
            <Table.ScrollContainer minWidth={300}>
              <Table fz="sm" mt="xs" data-testid="order-positions">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('registration.product')}</Table.Th>
                    <Table.Th>{t('registration.quantity')}</Table.Th>
                    <Table.Th ta="end">{t('registration.price')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(order.order_positions ?? []).map((p) => (
                    <Table.Tr key={p.id}>
                      <Table.Td>{p.name}</Table.Td>
                      <Table.Td>{p.quantity}</Table.Td>
                      <Table.Td ta="end">
                        <Money cents={p.amount * p.quantity} currency={order.currency} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                  {(order.discount ?? 0) > 0 && (
                    <Table.Tr data-testid="order-discount">
                      <Table.Td colSpan={2}>{t('registration.discountLine', { name: order.discount_name ?? '' })}</Table.Td>
                      <Table.Td ta="end">
                        −<Money cents={order.discount ?? 0} currency={order.currency} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Group justify="space-between" mt="xs">
            {kind ? <span /> : <Text size="sm">{t('registration.places', { active: order.pigeons_active, reserve: order.pigeons_reserve })}</Text>}
            <Text fw={700} data-testid="order-total">
              {t('registration.total')}: <Money cents={order.total} currency={order.currency} />
            </Text>
          </Group>
        </Card>
        {step === 'pay' && mine ? <PaymentPanel orderId={id} seasonId={order.season_id} /> : <div />}
      </SimpleGrid>
      <Group>
        {order.paid && (
          <Button component={Link} to={paths.registrationConfirmation.getHref(id)} data-testid="download-link">
            {t('registration.download.button')}
          </Button>
        )}
        {mine && order.next_statuses.includes('cancelled') && (
          <ConfirmButton
            color="red"
            variant="light"
            loading={cancel.isPending}
            question={t('registration.cancelConfirm')}
            confirmLabel={t('registration.cancel')}
            onConfirm={() => cancel.mutate(id, { onSuccess: () => notifySuccess(t('registration.cancelled')) })}
            testId="cancel-order"
          >
            {t('registration.cancel')}
          </ConfirmButton>
        )}
      </Group>
      {!kind && <OrderPigeons userId={order.user_id} seasonId={order.season_id} teamId={order.team_id} editable={order.pigeons_editable && mine} />}
      {mine && !kind && <TransportPanel key={order.latest_transportation?.id ?? 0} order={order} />}
      {user && season && mine && order.paid && order.order_positions?.some((p) => p.product_category_id === ENTRY_FEE) && (
        <ActivationPanel userId={user.id} loftId={season.loft_id} seasonId={order.season_id} teamId={order.team_id} currency={order.currency} />
      )}
      <OrderHistory order={order} viewer={mine ? 'customer' : 'staff'} />
    </Stack>
  );
}
