import { Anchor, Box, Button, Drawer, Group, Loader, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { Paging } from '@/components/ui/paging';
import type { PageSize } from '@/config/constants';
import { getLoftQueryOptions } from '@/lib/api/lofts/get-loft';
import type { Schema } from '@/lib/api/types';
import { useCountryName } from '@/lib/api/countries/get-countries';
import { useCustomers, type Customer } from '../api/get-customers';
import { CustomerSeasonView } from './customer-season';
import { FancierManagementGate } from './fancier-gate';

type OrderStatus = Schema<'OrderStatusEntry'>['order_status_type'];

/** The overview's customers tab: who registered with the loft, what they ordered, how many pigeons, what they owe and paid. */
export function CustomersTab({ loftId, seasonId }: { loftId: number; seasonId: number }) {
  return (
    <FancierManagementGate loftId={loftId}>
      <CustomerList loftId={loftId} initialSeason={seasonId} />
    </FancierManagementGate>
  );
}

function MoneyList({ amounts, testId }: { amounts: Customer['amount_due']; testId: string }) {
  const list = amounts ?? [];
  if (list.length === 0) return <Text c="dimmed">–</Text>;
  return (
    <Stack gap={0} align="flex-end" data-testid={testId}>
      {list.map((m) => (
        <Money key={m.currency} cents={m.amount} currency={m.currency} />
      ))}
    </Stack>
  );
}

/** A customer's orders by latest status, as badges with counts. */
function OrderCounts({ orders }: { orders: Customer['orders'] }) {
  const entries = Object.entries(orders ?? {});
  if (entries.length === 0) return <Text c="dimmed">–</Text>;
  return (
    <Group gap={4} wrap="wrap">
      {entries.map(([status, n]) => (
        <Group key={status} gap={2} wrap="nowrap">
          <OrderStatusBadge status={status as OrderStatus} />
          <Text size="xs">×{n}</Text>
        </Group>
      ))}
    </Group>
  );
}

function CustomerList({ loftId, initialSeason }: { loftId: number; initialSeason: number }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const seasons = [...(useQuery({ ...getLoftQueryOptions(loftId), meta: { toast: true } }).data?.seasons ?? [])].sort((a, b) => b.id - a.id);
  const [seasonId, setSeasonId] = useState<number | null>(initialSeason);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<PageSize>(25);
  const [open, setOpen] = useState<Customer | null>(null);
  const { data, isPending } = useCustomers({ loftId, seasonId, page, perPage, search: debounced });
  const customers = data?.data ?? [];
  const seasonName = seasons.find((s) => s.id === seasonId)?.name;

  return (
    <Stack data-testid="customers-admin">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('fanciers.season')}
          value={seasonId ? String(seasonId) : ''}
          onChange={(e) => {
            setSeasonId(e.currentTarget.value ? Number(e.currentTarget.value) : null);
            setPage(1);
          }}
          data={[{ value: '', label: t('fanciers.allSeasons') }, ...seasons.map((s) => ({ value: String(s.id), label: s.name }))]}
          w={{ base: '100%', xs: 220 }}
          data-testid="customers-season"
        />
        <TextInput
          label={t('fanciers.searchCustomers')}
          placeholder={t('fanciers.searchCustomersPlaceholder')}
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          flex="1 1 240px"
          data-testid="customers-search"
        />
      </Group>
      {isPending ? (
        <Loader mx="auto" />
      ) : customers.length === 0 ? (
        <EmptyState testId="customers-empty">{t('fanciers.noCustomers')}</EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped highlightOnHover verticalSpacing="xs" data-testid="customers-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fanciers.customer')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('fanciers.orders')}</Table.Th>
                <Table.Th ta="end">{t('fanciers.pigeons')}</Table.Th>
                <Table.Th ta="end">{t('fanciers.amountDue')}</Table.Th>
                <Table.Th ta="end" visibleFrom="sm">
                  {t('fanciers.amountPaid')}
                </Table.Th>
                {seasonId && <Table.Th visibleFrom="sm" />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {customers.map((c) => (
                <Table.Tr key={c.user_id} data-testid="customer-row" data-user={c.user_id}>
                  <Table.Td maw={320} style={{ overflowWrap: 'break-word' }}>
                    {seasonId ? (
                      <Anchor component="button" type="button" fw={600} size="sm" ta="start" onClick={() => setOpen(c)} data-testid="customer-name">
                        {`${c.first_name} ${c.last_name}`}
                      </Anchor>
                    ) : (
                      <Text fw={600} size="sm">{`${c.first_name} ${c.last_name}`}</Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {c.email}
                    </Text>
                    <Text size="xs">
                      {[(c.teams ?? []).map((team) => team.name).join(', '), (c.countries ?? []).map((k) => countryName(k)).join(', ')].filter(Boolean).join(' · ')}
                    </Text>
                    {/* On a phone the orders go under the name. */}
                    <Box hiddenFrom="sm" mt={4}>
                      <OrderCounts orders={c.orders} />
                    </Box>
                  </Table.Td>
                  <Table.Td visibleFrom="sm" data-testid="customer-orders">
                    <OrderCounts orders={c.orders} />
                  </Table.Td>
                  <Table.Td ta="end" data-testid="customer-pigeons">
                    {c.pigeons}
                  </Table.Td>
                  <Table.Td ta="end">
                    <MoneyList amounts={c.amount_due} testId="customer-due" />
                  </Table.Td>
                  <Table.Td ta="end" visibleFrom="sm">
                    <MoneyList amounts={c.amount_paid} testId="customer-paid" />
                  </Table.Td>
                  {seasonId && (
                    <Table.Td visibleFrom="sm">
                      <Button size="compact-xs" variant="light" onClick={() => setOpen(c)} data-testid="customer-open">
                        {t('fanciers.registrations')}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Paging
        page={page}
        perPage={perPage}
        total={data?.meta.total ?? 0}
        onChange={(p, size) => {
          setPage(p);
          setPerPage(size);
        }}
      />
      <Drawer
        opened={open !== null && seasonId !== null}
        onClose={() => setOpen(null)}
        position="right"
        size="lg"
        title={open ? `${open.first_name} ${open.last_name} · ${seasonName ?? ''}` : ''}
      >
        {open && seasonId && <CustomerSeasonView userId={open.user_id} seasonId={seasonId} />}
      </Drawer>
    </Stack>
  );
}
