import { Alert, Badge, Button, Group, Loader, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { fieldError } from '@/lib/api/field-error';
import { formatDay } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { notifySuccess } from '@/lib/notify';
import { useLoftClock, useLoftZone } from '@/lib/use-season-loft-time';
import { TRANSPORT_STATUSES, type TransportDeskRow, type TransportStatus, useAnswerTransport, useLoftTransports } from '../api/transports';

const COLORS: Record<TransportStatus, string> = { pending: 'yellow', confirmed: 'teal', rejected: 'red', cancelled: 'gray' };

/** A waiting request: confirm it, or reject it with the reason the fancier will read. */
function Answer({ request }: { request: TransportDeskRow }) {
  const { t } = useTranslation();
  const answer = useAnswerTransport();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const send = (status: 'confirmed' | 'rejected') =>
    answer.mutate({ id: request.id, status, note: status === 'rejected' ? reason : '' }, { onSuccess: () => notifySuccess(t(`transport.answered.${status}`)) });
  if (!rejecting) {
    return (
      <Group gap="xs">
        <Button size="xs" loading={answer.isPending} onClick={() => send('confirmed')} data-testid="transport-confirm">
          {t('transport.confirm')}
        </Button>
        <Button size="xs" variant="light" color="red" onClick={() => setRejecting(true)} data-testid="transport-reject">
          {t('transport.reject')}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        size="xs"
        label={t('transport.reason')}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={fieldError(answer.error, 'note')}
        w={{ base: '100%', sm: 260 }}
        data-testid="transport-reason"
      />
      <Button size="xs" color="red" loading={answer.isPending} onClick={() => send('rejected')} data-testid="transport-reject-send">
        {t('transport.reject')}
      </Button>
      <Button size="xs" variant="subtle" onClick={() => setRejecting(false)}>
        ×
      </Button>
    </Group>
  );
}

/**
 * The agents' desk on the loft overview: every transport request of the loft with its order, customer,
 * pickup address and date; waiting ones are confirmed or rejected here.
 */
export function TransportDesk({ loftId }: { loftId: number }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const loftTime = useLoftClock(useLoftZone(loftId));
  const [status, setStatus] = useState<TransportStatus | ''>('pending');
  const { data, isPending, error } = useLoftTransports(loftId, status);
  return (
    <Stack>
      <NativeSelect
        label={t('transport.filter')}
        w={{ base: '100%', xs: 240 }}
        value={status}
        onChange={(e) => setStatus(e.currentTarget.value as TransportStatus | '')}
        data={[{ value: '', label: t('transport.all') }, ...TRANSPORT_STATUSES.map((s) => ({ value: s, label: t(`transport.status.${s}`) }))]}
        data-testid="transport-filter"
      />
      {error ? (
        <Alert color="red">{error.message}</Alert>
      ) : isPending ? (
        <Loader />
      ) : (data ?? []).length === 0 ? (
        <EmptyState testId="transports-empty">{t('transport.empty')}</EmptyState>
      ) : (
        <Stack gap="xs">
          {(data ?? []).map((r) => (
            <Paper
              key={r.id}
              withBorder
              radius="md"
              p="sm"
              data-testid="transport-request"
              data-reference={r.reference}
              data-status={r.latest_transportation_status.transport_status_type}
            >
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={700}>{r.reference}</Text>
                    <Badge color={COLORS[r.latest_transportation_status.transport_status_type]} variant="light">
                      {t(`transport.status.${r.latest_transportation_status.transport_status_type}`)}
                    </Badge>
                  </Group>
                  <Text size="sm" style={{ wordBreak: 'break-word' }}>
                    <Text span fw={600}>
                      {r.customer.name}
                    </Text>
                    {' · '}
                    {r.customer.team} ({r.customer.country}) · {r.customer.email}
                  </Text>
                  <Text size="sm" style={{ wordBreak: 'break-word' }} title={loftTime.dayHint()}>
                    {t('transport.pickup', { date: formatDay(r.pickup_date, intlLocale), address: r.address })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('registration.places', { active: r.pigeons_active, reserve: r.pigeons_reserve })} · {t('transport.agent')}: {r.agent.name} · {loftTime.format(r.created_at)}
                  </Text>
                  {r.latest_transportation_status.note && (
                    <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
                      {r.latest_transportation_status.note}
                    </Text>
                  )}
                </Stack>
                {r.latest_transportation_status.transport_status_type === 'pending' && <Answer request={r} />}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
