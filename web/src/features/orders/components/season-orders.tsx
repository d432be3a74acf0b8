import { Anchor, Badge, Button, Group, Loader, NativeSelect, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { Paging } from '@/components/ui/paging';
import type { PageSize } from '@/config/constants';
import type { Currency } from '@/lib/api/types';
import { orderKind, orderKindLabel } from '@/lib/order-kind';
import { useSeasonLoftTime } from '@/lib/use-season-loft-time';
import { useExportSeasonOrders } from '../api/export-season-orders';
import { type OrderFilters, type PaymentMethod, useSeasonOrders } from '../api/get-season-orders';
import { ORDER_STATUSES, type OrderStatus } from '../lib/staff-actions';
import { HeldPlaces } from './held-places';
import { OrderActions } from './order-actions';
import { OrderStats } from './order-stats';
import { StaffOrderDetail } from './staff-order-detail';

const METHODS: PaymentMethod[] = ['card', 'bank_transfer', 'cash', 'manual'];

/**
 * A season's orders desk: statistics, filters (status, payment method, overdue, a search in reference,
 * customer, team and rings), a CSV export of the selection, paging (25/50/100), each order's next steps
 * and, opened, its positions and history.
 */
export function SeasonOrders({ seasonId, currency }: { seasonId: number; currency: Currency }) {
  const { t } = useTranslation();
  const loftTime = useSeasonLoftTime(seasonId);
  const [filters, setFilters] = useState<OrderFilters>({ status: '', method: '', search: '', overdue: false });
  const [search] = useDebouncedValue(filters.search, 300);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<PageSize>(25);
  const [open, setOpen] = useState<number | null>(null);
  const query = { ...filters, search };
  const { data, isPending } = useSeasonOrders({ seasonId, ...query, page, perPage });
  const exportCSV = useExportSeasonOrders();
  const orders = data?.data ?? [];
  const filter = (change: Partial<OrderFilters>) => {
    setFilters((f) => ({ ...f, ...change }));
    setPage(1);
  };

  return (
    <Stack>
      <OrderStats seasonId={seasonId} currency={currency} />
      <HeldPlaces seasonId={seasonId} />
      <Group align="flex-end" gap="sm" wrap="wrap" data-testid="order-filters">
        <TextInput
          label={t('orders.search')}
          placeholder={t('orders.searchPlaceholder')}
          value={filters.search}
          onChange={(e) => filter({ search: e.currentTarget.value })}
          w={{ base: '100%', sm: 280 }}
          data-testid="order-search"
        />
        <NativeSelect
          label={t('orders.filter')}
          w={{ base: '100%', xs: 200 }}
          data-testid="status-filter"
          value={filters.status}
          onChange={(e) => filter({ status: e.currentTarget.value as OrderStatus | '' })}
          data={[{ value: '', label: t('orders.all') }, ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`orders.status.${s}`) }))]}
        />
        <NativeSelect
          label={t('orders.method.label')}
          w={{ base: '100%', xs: 200 }}
          data-testid="method-filter"
          value={filters.method}
          onChange={(e) => filter({ method: e.currentTarget.value as PaymentMethod | '' })}
          data={[{ value: '', label: t('orders.anyMethod') }, ...METHODS.map((m) => ({ value: m, label: t(`orders.method.${m}`) }))]}
        />
        <Switch label={t('orders.overdueOnly')} checked={filters.overdue} onChange={(e) => filter({ overdue: e.currentTarget.checked })} mb={8} data-testid="overdue-filter" />
        <Button variant="light" loading={exportCSV.isPending} onClick={() => exportCSV.mutate({ seasonId, filters: query })} data-testid="orders-export">
          {t('orders.export')}
        </Button>
      </Group>
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
                      {t('orderView.dueBy', { date: loftTime.format(o.payment_deadline) })}
                    </Text>
                  )}
                  <Text size="sm" c="dimmed" data-testid="staff-order-summary">
                    {loftTime.format(o.created_at)} ·{' '}
                    {orderKind(o)
                      ? t('orderView.activationOf', { kind: t(orderKindLabel(orderKind(o)!)), count: o.order_positions?.length ?? 0 })
                      : `${o.zipcode} ${o.city} · ${t('registration.places', { active: o.pigeons_active, reserve: o.pigeons_reserve })}`}
                  </Text>
                </div>
                <Group gap="sm" wrap="wrap">
                  <Text fw={700}>
                    <Money cents={o.total} currency={o.currency} />
                  </Text>
                  <OrderActions orderId={o.id} next={o.next_statuses} />
                  <Button size="xs" variant="subtle" onClick={() => setOpen(open === o.id ? null : o.id)} aria-expanded={open === o.id} data-testid="staff-order-open">
                    {open === o.id ? t('orders.hideDetails') : t('orders.details')}
                  </Button>
                </Group>
              </Group>
              {open === o.id && <StaffOrderDetail orderId={o.id} />}
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
