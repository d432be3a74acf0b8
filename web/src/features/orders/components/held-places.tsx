import { Badge, Group, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { useSeasonLoftTime } from '@/lib/use-season-loft-time';
import { useHeldPlaces } from '../api/get-held-places';

/** Who holds a season's places: its open orders, oldest first, with customer, places and until when each holds them. */
export function HeldPlaces({ seasonId }: { seasonId: number }) {
  const { t } = useTranslation();
  const loftTime = useSeasonLoftTime(seasonId);
  const { data } = useHeldPlaces(seasonId);
  if (!data) return null;
  const { meta } = data;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="held-places">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={4}>{t('security.held.title')}</Title>
          <Text size="sm" c="dimmed" data-testid="held-summary">
            {meta.spots_left === null
              ? t('security.held.summaryUnlimited', { active: meta.pigeons_active, reserve: meta.pigeons_reserve })
              : t('security.held.summary', { active: meta.pigeons_active, reserve: meta.pigeons_reserve, left: meta.spots_left, total: meta.total_spots })}
          </Text>
        </Group>
        {data.data.length === 0 ? (
          <EmptyState testId="held-empty">{t('security.held.empty')}</EmptyState>
        ) : (
          <ScrollArea type="auto">
            <Table striped miw={640} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('security.held.customer')}</Table.Th>
                  <Table.Th>{t('security.held.order')}</Table.Th>
                  <Table.Th>{t('security.held.places')}</Table.Th>
                  <Table.Th>{t('security.held.holdsUntil')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((o) => (
                  <Table.Tr key={o.order_id} data-testid="held-order">
                    <Table.Td style={{ wordBreak: 'break-word' }}>
                      <Text size="sm" fw={600}>
                        {o.customer}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {o.email} · {o.team}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm">{o.reference}</Text>
                        <OrderStatusBadge status={o.order_status_type} />
                      </Group>
                    </Table.Td>
                    <Table.Td>{t('registration.places', { active: o.pigeons_active, reserve: o.pigeons_reserve })}</Table.Td>
                    <Table.Td>
                      {o.holds_until ? (
                        <Text size="sm">
                          {loftTime.format(o.holds_until)}
                          <Text span size="xs" c="dimmed">
                            {' · '}
                            {t(o.order_status_type === 'pending' ? 'security.held.thenExpires' : 'security.held.thenCancelled')}
                          </Text>
                        </Text>
                      ) : (
                        <Badge variant="light" color="green">
                          {t('security.held.forGood')}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Stack>
    </Paper>
  );
}
