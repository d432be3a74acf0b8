import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import type { Schema } from '@/lib/api/types';

type Order = Schema<'Order'>;
type Pigeon = Schema<'Pigeon'>;

/**
 * What an activation order buys: per bird its ring and name, its statuses now (so that they can be read
 * against the order's) and the price.
 */
export function ActivationBirds({ order, pigeons }: { order: Order; pigeons: ReadonlyArray<Pigeon | null> | null | undefined }) {
  const { t } = useTranslation();
  const byId = new Map((pigeons ?? []).filter((p) => p != null).map((p) => [p.id, p]));
  const status = (p: Pigeon | undefined) =>
    [p?.latest_pigeon_health_status, p?.latest_pigeon_progressive_status]
      .filter((s) => s != null)
      .map((s) => t(`pigeons.statuses.${s.pigeon_status_type.code}`))
      .join(' · ');
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table fz="sm" data-testid="activation-birds">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orderView.bird')}</Table.Th>
            <Table.Th>{t('orderView.birdStatus')}</Table.Th>
            <Table.Th ta="end">{t('registration.price')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(order.order_positions ?? []).map((pos) => {
            const p = pos.pigeon_id != null ? byId.get(pos.pigeon_id) : undefined;
            return (
              <Table.Tr key={pos.id} data-testid="activation-bird">
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  {p ? (
                    <>
                      <Text span ff="monospace" size="sm">
                        {p.ring}
                      </Text>
                      {p.name && ` · ${p.name}`}
                    </>
                  ) : (
                    pos.name
                  )}
                </Table.Td>
                <Table.Td data-testid="activation-bird-status">{status(p) || '–'}</Table.Td>
                <Table.Td ta="end">
                  <Money cents={pos.amount * pos.quantity} currency={order.currency} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
