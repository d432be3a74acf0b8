import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useChangeOrderStatus } from '../api/change-order-status';
import { PAY_METHODS, staffActions, type OrderStatus, type PayMethod, type StaffStatus } from '../lib/staff-actions';

const COLORS: Partial<Record<StaffStatus, string>> = { confirmed: 'teal', rejected: 'red', cancelled: 'gray', payment_revoked: 'orange' };

/** "Set paid" opens a small inline form: method (bank transfer, cash, manual) and an optional note. */
function SetPaid({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const change = useChangeOrderStatus();
  const [method, setMethod] = useState<PayMethod>('bank_transfer');
  const [note, setNote] = useState('');
  const [opened, setOpened] = useState(false);
  const apply = () =>
    change.mutate(
      { id: orderId, body: { status: 'paid_manually', method, ...(note.trim() ? { note: note.trim() } : {}) } },
      {
        onSuccess: () => {
          setOpened(false);
          notifySuccess(t('orders.changed'));
        },
      },
    );
  if (!opened) {
    return (
      <Button size="compact-sm" color="teal" variant="light" onClick={() => setOpened(true)} data-testid="action-paid_manually">
        {t('orders.action.paid_manually')}
      </Button>
    );
  }
  return (
    <Group gap={4} align="flex-end" wrap="wrap" data-testid="set-paid-form">
      <NativeSelect
        size="xs"
        aria-label={t('orders.method.label')}
        data-testid="pay-method"
        value={method}
        onChange={(e) => setMethod(e.currentTarget.value as PayMethod)}
        data={PAY_METHODS.map((m) => ({ value: m, label: t(`orders.method.${m}`) }))}
      />
      <TextInput size="xs" w={140} aria-label={t('orders.note')} placeholder={t('orders.note')} value={note} maxLength={500} onChange={(e) => setNote(e.currentTarget.value)} />
      <Button size="compact-sm" color="teal" loading={change.isPending} onClick={apply} data-testid="pay-apply">
        {t('orders.apply')}
      </Button>
      <Button size="compact-sm" variant="subtle" color="gray" onClick={() => setOpened(false)} aria-label="×">
        ×
      </Button>
    </Group>
  );
}

/** The next steps the server allows the caller to take with an order (SPEC §4; agents only set paid). */
export function OrderActions({ orderId, next }: { orderId: number; next: readonly OrderStatus[] }) {
  const { t } = useTranslation();
  const change = useChangeOrderStatus();
  const run = (next: StaffStatus) => change.mutate({ id: orderId, body: { status: next } }, { onSuccess: () => notifySuccess(t('orders.changed')) });
  return (
    <Group gap={4} wrap="wrap">
      {staffActions(next).map((a) =>
        a === 'paid_manually' ? (
          <SetPaid key={a} orderId={orderId} />
        ) : (
          <Button
            key={a}
            size="compact-sm"
            variant="light"
            color={COLORS[a]}
            loading={change.isPending && change.variables?.body.status === a}
            onClick={() => run(a)}
            data-testid={`action-${a}`}
          >
            {t(`orders.action.${a}`)}
          </Button>
        ),
      )}
    </Group>
  );
}
