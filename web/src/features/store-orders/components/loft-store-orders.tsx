import { NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSellerStoreOrders } from '../api/store-orders';
import { OrderTable } from './my-store-orders';

const STATUSES = ['confirmed', 'paid_online', 'paid_manually', 'cancelled', 'cancelled_unpaid', 'payment_revoked', 'refunded'] as const;

/**
 * A seller's store orders for its staff, newest first, filtered by status: a loft's, or the service's own (loftId
 * null, for admins). Each opens the order to record payments or refunds.
 */
export function LoftStoreOrders({ loftId }: { loftId: number | null }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const orders = useSellerStoreOrders(loftId, status).data;
  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('storeOrders.status')}
        w={{ base: '100%', sm: 240 }}
        value={status}
        onChange={(e) => setStatus(e.currentTarget.value)}
        data={[{ value: '', label: t('storeOrders.allStatuses') }, ...STATUSES.map((s) => ({ value: s, label: t(`orders.status.${s}`) }))]}
        data-testid="store-orders-status"
      />
      {orders && orders.length === 0 ? (
        <Text c="dimmed" data-testid="no-store-orders">
          {t('storeOrders.noneForLoft')}
        </Text>
      ) : (
        orders && <OrderTable orders={orders} buyer />
      )}
    </Stack>
  );
}
