import { Anchor, Badge, Group, Loader, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { Paging } from '@/components/ui/paging';
import type { PageSize } from '@/config/constants';
import type { Currency } from '@/lib/api/types';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { useSeasonOrders } from '../api/get-season-orders';
import { ORDER_STATUSES, type OrderStatus } from '../lib/staff-actions';
import { HeldPlaces } from './held-places';
import { OrderActions } from './order-actions';
import { OrderStats } from './order-stats';

/** A season's orders for its staff: statistics, status filter, paging (25/50/100) and the next steps. */
export function SeasonOrders({ seasonId, currency }: { seasonId: number; currency: Currency }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<PageSize>(25);
  const { data, isPending } = useSeasonOrders({ seasonId, status, page, perPage });
  const orders = data?.data ?? [];

  return (
    <Stack>
      <OrderStats seasonId={seasonId} currency={currency} />
      <HeldPlaces seasonId={seasonId} />
      <NativeSelect
        label={t('orders.filter')}
        w={{ base: '100%', xs: 240 }}
        data-testid="status-filter"
        value={status}
        onChange={(e) => {
          setStatus(e.currentTarget.value as OrderStatus | '');
          setPage(1);
        }}
        data={[{ value: '', label: t('orders.all') }, ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`orders.status.${s}`) }))]}
      />
      {isPending ? (
        <Loader />
      ) : orders.length === 0 ? (
        <EmptyState testId="orders-empty">{t('orders.empty')}</EmptyState>
      ) : (
        <Stack gap="xs" data-testid="staff-orders">
          {orders.map((o) => (
            <Paper key={o.id} withBorder p="sm" radius="md" data-testid="staff-order" data-reference={o.reference}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={700}>{o.reference}</Text>
                    <OrderStatusBadge status={o.latest_order_status.order_status_type} />
                    {o.overdue && (
                      <Badge color="red" variant="filled" data-testid="staff-order-overdue">
                        {t('orders.overdue')}
                      </Badge>
                    )}
                  </Group>
                  {o.customer && (
                    <Text size="sm" style={{ wordBreak: 'break-word' }} data-testid="staff-order-customer">
                      <Text span fw={600}>
                        {o.customer.name}
                      </Text>
                      {' · '}
                      {o.customer.team}
                      {o.customer.country && ` (${o.customer.country})`}
                      {' · '}
                      <Anchor href={`mailto:${o.customer.email}`} size="sm">
                        {o.customer.email}
                      </Anchor>
                    </Text>
                  )}
                  {o.payment_deadline && (
                    <Text size="sm" c={o.overdue ? 'red' : undefined} data-testid="staff-order-deadline">
                      {t('orders.payBy', { date: formatDateTime(o.payment_deadline, intlLocale) })}
                    </Text>
                  )}
                  <Text size="sm" c="dimmed">
                    {formatDateTime(o.created_at, intlLocale)} · {o.zipcode} {o.city} · {t('registration.places', { active: o.pigeons_active, reserve: o.pigeons_reserve })}
                  </Text>
                </div>
                <Group gap="sm" wrap="wrap">
                  <Text fw={700}>
                    <Money cents={o.total} currency={o.currency} />
                  </Text>
                  <OrderActions orderId={o.id} next={o.next_statuses} />
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {data && (
        <Paging
          page={page}
          perPage={perPage}
          total={data.meta.total}
          onChange={(p, pp) => {
            setPage(p);
            setPerPage(pp);
          }}
        />
      )}
    </Stack>
  );
}
