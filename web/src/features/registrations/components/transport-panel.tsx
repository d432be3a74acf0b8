import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '@/lib/api/field-error';
import type { Schema } from '@/lib/api/types';
import { formatDay } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { loftDay } from '@/lib/loft-time';
import { notifySuccess } from '@/lib/notify';
import { useSeasonLoftTime } from '@/lib/use-season-loft-time';
import { useCancelTransport, useOrderAgents, useRequestTransport } from '../api/transport';

type Order = Schema<'Order'>;
type Status = Schema<'TransportStatusEntry'>['transport_status_type'];
const COLORS: Record<Status, string> = { pending: 'yellow', confirmed: 'teal', rejected: 'red', cancelled: 'gray' };

/** The request form: one of the loft's agents, the pickup address (the order's, to start with) and a date. */
function TransportForm({ order }: { order: Order }) {
  const { t } = useTranslation();
  const agents = useOrderAgents(order.id, true).data ?? [];
  const request = useRequestTransport();
  const [agentId, setAgentId] = useState('');
  const [address, setAddress] = useState(`${order.street}, ${order.zipcode} ${order.city}`);
  const { zone, dayHint } = useSeasonLoftTime(order.season_id);
  const [picked, setDate] = useState('');
  const [openedAt] = useState(Date.now);
  // until one is picked, the loft's tomorrow: pickups are days of the loft's calendar
  const date = picked || loftDay(zone, openedAt, 1);
  const submit = () =>
    request.mutate({ orderId: order.id, agent_id: Number(agentId) || 0, address, pickup_date: date }, { onSuccess: () => notifySuccess(t('transport.requested')) });
  return (
    <Stack gap="xs" data-testid="transport-form">
      <NativeSelect
        label={t('transport.agent')}
        value={agentId}
        onChange={(e) => setAgentId(e.currentTarget.value)}
        data={[{ value: '', label: t('transport.chooseAgent') }, ...agents.map((a) => ({ value: String(a.id), label: a.name }))]}
        error={fieldError(request.error, 'agent_id')}
        w={{ base: '100%', sm: 320 }}
        data-testid="transport-agent"
      />
      <Textarea
        label={t('transport.address')}
        value={address}
        onChange={(e) => setAddress(e.currentTarget.value)}
        error={fieldError(request.error, 'address')}
        autosize
        minRows={2}
        data-testid="transport-address"
      />
      <TextInput
        type="date"
        label={t('transport.date')}
        value={date}
        onChange={(e) => setDate(e.currentTarget.value)}
        description={dayHint()}
        error={fieldError(request.error, 'pickup_date')}
        w={{ base: '100%', sm: 320 }}
        data-testid="transport-date"
      />
      {fieldError(request.error, 'order_id') && (
        <Text size="sm" c="red">
          {fieldError(request.error, 'order_id')}
        </Text>
      )}
      <Group>
        <Button loading={request.isPending} onClick={submit} data-testid="transport-submit">
          {t('transport.request')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Transport of a confirmed or paid registration's pigeons (SPEC §1, §4): the latest request with its
 * answer (and the agent's reason for a rejection); while it waits it can be cancelled; after a
 * rejection or cancellation a new one can be made.
 */
export function TransportPanel({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const cancel = useCancelTransport();
  const latest = order.latest_transportation;
  const status = latest?.latest_transportation_status.transport_status_type;
  const open = status === 'pending' || status === 'confirmed';
  const eligible = order.paid || order.due;
  if (!eligible && !latest) return null;
  return (
    <section data-testid="transport">
      <Title order={2} fz="h4" mb={4}>
        {t('transport.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('transport.hint')}
      </Text>
      <Stack gap="sm">
        {latest && status && (
          <Paper withBorder radius="md" p="sm" data-testid="transport-latest" data-status={status}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Badge color={COLORS[status]} variant="light">
                    {t(`transport.status.${status}`)}
                  </Badge>
                  <Text size="sm">
                    {t('transport.agent')}: {latest.agent.name}
                  </Text>
                </Group>
                <Text size="sm" style={{ wordBreak: 'break-word' }}>
                  {t('transport.pickup', { date: formatDay(latest.pickup_date, intlLocale), address: latest.address })}
                </Text>
                {latest.latest_transportation_status.note && (
                  <Text size="sm" c={status === 'rejected' ? 'red' : 'dimmed'} style={{ wordBreak: 'break-word' }} data-testid="transport-note">
                    {latest.latest_transportation_status.note}
                  </Text>
                )}
              </Stack>
              {status === 'pending' && (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  loading={cancel.isPending}
                  onClick={() => cancel.mutate(latest.id, { onSuccess: () => notifySuccess(t('transport.cancelled')) })}
                  data-testid="transport-cancel"
                >
                  {t('transport.cancel')}
                </Button>
              )}
            </Group>
          </Paper>
        )}
        {eligible && !open && <TransportForm order={order} />}
      </Stack>
    </section>
  );
}
