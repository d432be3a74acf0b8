import { Alert, Button, Card, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { PageTitle } from '@/components/ui/page-title';
import { Money } from '@/components/ui/money';
import { BankTransfer } from '@/components/ui/bank-transfer';
import { useLanguage } from '@/lib/i18n/use-language';
import { useLoftClock, useLoftZone } from '@/lib/use-season-loft-time';
import { type StoreOrderDetail, useDownloadStoreDocument, useSetStoreOrderStatus, useStartStoreCardPayment, useStoreOrder } from '../api/store-orders';

/** `/store/orders/{id}`: a store order for its customer (pay, cancel, gift cards) and the seller's staff (record payment, refund). */
export function StoreOrderDetailView({ id }: { id: number }) {
  const { t } = useTranslation();
  const detail = useStoreOrder(id).data;
  if (!detail) return null;
  const o = detail.order;
  const paid = new URLSearchParams(window.location.search).get('payment') === 'success';
  return (
    <Stack gap="md">
      <PageTitle right={<OrderStatusBadge status={o.status.order_status_type} store />}>{t('storeOrders.order', { reference: o.reference })}</PageTitle>
      {paid && !o.status.order_status_type.startsWith('paid') && <Alert color="teal">{t('storeOrders.paymentProcessing')}</Alert>}
      <Text c="dimmed" size="sm">
        {t('storeOrders.seller')}: {detail.seller_name}
      </Text>
      <OrderLines detail={detail} />
      {detail.payable && <PayPanel detail={detail} />}
      {(detail.gift_cards ?? []).length > 0 && <GiftCards detail={detail} />}
      <StatusActions detail={detail} />
      <History detail={detail} />
    </Stack>
  );
}

function OrderLines({ detail }: { detail: StoreOrderDetail }) {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const download = useDownloadStoreDocument();
  const o = detail.order;
  const c = o.currency;
  return (
    <Card withBorder radius="md">
      <Table fz="sm" data-testid="store-order-lines">
        <Table.Tbody>
          {(o.lines ?? []).map((l, i) => (
            <Table.Tr key={i}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {l.quantity} × <bdi>{l.name}</bdi>
              </Table.Td>
              <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                <Money cents={l.unit_amount * l.quantity} currency={c} />
              </Table.Td>
            </Table.Tr>
          ))}
          {o.discount > 0 && (
            <Table.Tr>
              <Table.Td>
                {t('storeOrders.discount')} {o.promo_code && <bdi>({o.promo_code})</bdi>}
              </Table.Td>
              <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                − <Money cents={o.discount} currency={c} />
              </Table.Td>
            </Table.Tr>
          )}
          {o.gift_card_paid > 0 && (
            <Table.Tr>
              <Table.Td>{t('storeOrders.giftCardPaid')}</Table.Td>
              <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                − <Money cents={o.gift_card_paid} currency={c} />
              </Table.Td>
            </Table.Tr>
          )}
          <Table.Tr>
            <Table.Td fw={700}>{t('storeOrders.total')}</Table.Td>
            <Table.Td ta="end" fw={700} data-testid="store-order-total" data-cents={o.total} style={{ whiteSpace: 'nowrap' }}>
              <Money cents={o.total} currency={c} />
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {o.invoice_number != null && (
        <Group mt="xs" gap="sm" wrap="wrap">
          <Text size="sm" data-testid="invoice-number">
            {t('storeOrders.invoice', { number: o.invoice_number })}
          </Text>
          <Button size="xs" variant="light" onClick={() => download.mutate({ id: o.id, doc: 'invoice', lang: code })} loading={download.isPending} data-testid="download-invoice">
            {t('storeOrders.downloadInvoice')}
          </Button>
        </Group>
      )}
    </Card>
  );
}

function PayPanel({ detail }: { detail: StoreOrderDetail }) {
  const { t } = useTranslation();
  const card = useStartStoreCardPayment();
  const o = detail.order;
  // A loft's order is due on the loft's clock, saying so; the service's in the viewer's own time.
  const loftClock = useLoftClock(useLoftZone(o.loft_id ?? undefined));
  const { intlLocale } = useLanguage();
  const local = new Intl.DateTimeFormat(intlLocale, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });
  const formatPayBy = (iso: string) => (o.loft_id ? loftClock.format(iso) : local.format(new Date(iso)));
  const next = detail.next_statuses ?? [];
  const isCustomer = next.includes('cancelled') && !next.includes('paid_manually');
  const payment = {
    order_id: o.id,
    payable: detail.payable,
    amount: o.total,
    currency: o.currency,
    reference: detail.reference,
    pay_by: o.pay_by,
    card: detail.card,
    bank: detail.bank,
    epc_payload: detail.epc_payload,
    epc_qr: detail.epc_qr,
  };
  return (
    <Card withBorder radius="md" data-testid="store-payment">
      <Title order={2} fz="h4" mb="xs">
        {t('registration.payment.title')}
      </Title>
      <Stack gap="sm">
        {detail.card && isCustomer && (
          <Button w={{ base: '100%', sm: 'fit-content' }} loading={card.isPending || card.isSuccess} onClick={() => card.mutate(o.id)} data-testid="store-pay-card">
            {t('registration.payment.payByCard')}
          </Button>
        )}
        <BankTransfer payment={payment} formatPayBy={formatPayBy} />
        {!detail.card && !detail.bank && <Alert color="gray">{t('storeOrders.contactSeller')}</Alert>}
      </Stack>
    </Card>
  );
}

function GiftCards({ detail }: { detail: StoreOrderDetail }) {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const download = useDownloadStoreDocument();
  return (
    <Card withBorder radius="md" data-testid="store-gift-cards">
      <Title order={2} fz="h4" mb="xs">
        {t('storeOrders.giftCards')}
      </Title>
      <Group justify="space-between" align="flex-start" mb="xs" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 240px' }}>
          {t('storeOrders.giftCardsHint')}
        </Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => download.mutate({ id: detail.order.id, doc: 'gift-cards', lang: code })}
          loading={download.isPending}
          data-testid="download-gift-cards"
        >
          {t('storeOrders.printGiftCards')}
        </Button>
      </Group>
      <Table fz="sm">
        <Table.Tbody>
          {(detail.gift_cards ?? []).map((g) => (
            <Table.Tr key={g.code}>
              <Table.Td ff="monospace" dir="ltr" data-testid="gift-card-code" style={{ overflowWrap: 'anywhere' }}>
                {g.code}
              </Table.Td>
              <Table.Td ta="end">
                <Money cents={g.balance} currency={g.currency} /> / <Money cents={g.amount} currency={g.currency} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

/** The status changes the caller may make: the customer cancels; staff record a payment, cancel, revoke or refund. */
function StatusActions({ detail }: { detail: StoreOrderDetail }) {
  const { t } = useTranslation();
  const set = useSetStoreOrderStatus(detail.order.id);
  const [method, setMethod] = useState<'bank_transfer' | 'cash' | 'manual'>('bank_transfer');
  const [note, setNote] = useState('');
  const next = detail.next_statuses ?? [];
  if (next.length === 0) return null;
  const staff = next.includes('paid_manually') || next.includes('refunded') || next.includes('payment_revoked');
  return (
    <Card withBorder radius="md" data-testid="store-order-actions">
      <Stack gap="sm">
        {staff && <TextInput label={t('storeOrders.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={1000} />}
        <Group gap="sm" wrap="wrap">
          {next.includes('paid_manually') && (
            <>
              <NativeSelect
                aria-label={t('orders.method.label')}
                value={method}
                onChange={(e) => setMethod(e.currentTarget.value as typeof method)}
                data={(['bank_transfer', 'cash', 'manual'] as const).map((m) => ({ value: m, label: t(`orders.method.${m}`) }))}
                data-testid="store-payment-method"
              />
              <Button onClick={() => set.mutate({ status: 'paid_manually', method, note })} loading={set.isPending} data-testid="store-record-payment">
                {t('storeOrders.recordPayment')}
              </Button>
            </>
          )}
          {next.includes('refunded') && (
            <Button color="grape" variant="light" onClick={() => set.mutate({ status: 'refunded', note })} loading={set.isPending} data-testid="store-refund">
              {t('storeOrders.refund')}
            </Button>
          )}
          {next.includes('payment_revoked') && (
            <Button color="orange" variant="light" onClick={() => set.mutate({ status: 'payment_revoked', note })} loading={set.isPending}>
              {t('storeOrders.revoke')}
            </Button>
          )}
          {next.includes('cancelled') && (
            <Button color="red" variant="light" onClick={() => set.mutate({ status: 'cancelled', note })} loading={set.isPending} data-testid="store-cancel">
              {t('storeOrders.cancel')}
            </Button>
          )}
        </Group>
        {set.error && <Alert color="red">{set.error.message}</Alert>}
      </Stack>
    </Card>
  );
}

function History({ detail }: { detail: StoreOrderDetail }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const fmt = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section>
      <Title order={2} fz="h4" mb="xs">
        {t('registration.history.title')}
      </Title>
      <Stack gap="xs" data-testid="store-order-history">
        {(detail.order.history ?? []).map((h) => (
          <Group key={h.id} gap="xs" wrap="wrap">
            <OrderStatusBadge status={h.order_status_type} store />
            <Text size="sm">{fmt.format(new Date(h.created_at))}</Text>
            {(h.method || h.note) && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {[h.method ? t(`orders.method.${h.method}`) : '', h.note ?? ''].filter(Boolean).join(' · ')}
              </Text>
            )}
          </Group>
        ))}
      </Stack>
    </section>
  );
}
