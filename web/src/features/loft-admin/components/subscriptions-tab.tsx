import { Alert, Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { EmptyState } from '@/components/ui/empty-state';
import { errorText } from '@/lib/api/error-text';
import { useLanguage } from '@/lib/i18n/use-language';
import { notifySuccess } from '@/lib/notify';
import type { AdminLoft, Subscription } from '../api/get-admin-loft';
import { useCreateSubscription, useDeleteSubscription, useEndSubscription } from '../api/subscriptions';
import { formatDay, today } from '../lib/day';
import { fieldError } from '../lib/field-error';

/** Whether a subscription runs today, lies ahead or is over. */
function phase(s: Subscription, day: string): 'active' | 'upcoming' | 'past' {
  if (s.starts_on > day) return 'upcoming';
  return s.last_day < day ? 'past' : 'active';
}
const PHASE_COLORS = { active: 'teal', upcoming: 'blue', past: 'gray' } as const;

function NewSubscription({ loftId }: { loftId: number }) {
  const { t } = useTranslation();
  const [pkg, setPkg] = useState<'basic' | 'premium'>('basic');
  const [start, setStart] = useState(today);
  const [months, setMonths] = useState<12 | 24>(12);
  const create = useCreateSubscription();
  return (
    <Paper withBorder p="md" radius="md">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate({ loftId, body: { package: pkg, starts_on: start, months } }, { onSuccess: () => notifySuccess(t('adminLofts.subscriptions.added')) });
        }}
        data-testid="subscription-form"
      >
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Select
            label={t('adminLofts.fields.package')}
            data={(['basic', 'premium'] as const).map((p) => ({ value: p, label: t(`lofts.package.${p}`) }))}
            value={pkg}
            allowDeselect={false}
            onChange={(v) => v && setPkg(v as 'basic' | 'premium')}
            error={fieldError(create.error, 'package')}
          />
          <TextInput
            type="date"
            label={t('adminLofts.subscriptions.startsOn')}
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
            error={fieldError(create.error, 'starts_on')}
            data-testid="subscription-start"
          />
          <Select
            label={t('adminLofts.subscriptions.months')}
            data={[12, 24].map((m) => ({ value: String(m), label: t('adminLofts.subscriptions.monthsValue', { count: m }) }))}
            value={String(months)}
            allowDeselect={false}
            onChange={(v) => v && setMonths(Number(v) as 12 | 24)}
            error={fieldError(create.error, 'months')}
          />
        </SimpleGrid>
        {create.isError && !fieldError(create.error, 'starts_on') && (
          <Alert color="red" mt="sm">
            {errorText(create.error)}
          </Alert>
        )}
        <Button type="submit" mt="sm" loading={create.isPending} data-testid="subscription-add">
          {t('adminLofts.subscriptions.add')}
        </Button>
      </form>
    </Paper>
  );
}

function EndEarly({ loftId, s }: { loftId: number; s: Subscription }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState(() => (today() > s.starts_on && today() < s.last_day ? today() : s.starts_on));
  const end = useEndSubscription();
  if (!open)
    return (
      <Button size="xs" variant="light" onClick={() => setOpen(true)} data-testid="subscription-end">
        {t('adminLofts.subscriptions.end')}
      </Button>
    );
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        size="xs"
        type="date"
        aria-label={t('adminLofts.subscriptions.endOn')}
        value={day}
        onChange={(e) => setDay(e.currentTarget.value)}
        error={fieldError(end.error, 'ended_on')}
      />
      <Button
        size="xs"
        loading={end.isPending}
        onClick={() => end.mutate({ loftId, subscriptionId: s.id, endedOn: day }, { onSuccess: () => (notifySuccess(t('adminLofts.subscriptions.ended')), setOpen(false)) })}
        data-testid="subscription-end-confirm"
      >
        {t('adminLofts.subscriptions.confirmEnd')}
      </Button>
    </Group>
  );
}

/** The Subscriptions tab: package periods of 12 or 24 months (SPEC §1); overlapping ones are refused by the server. */
export function SubscriptionsTab({ loft }: { loft: AdminLoft }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const remove = useDeleteSubscription();
  const subs = loft.subscriptions ?? [];
  const day = today();
  return (
    <Stack gap="md" maw={960}>
      <NewSubscription loftId={loft.id} />
      {subs.length === 0 ? (
        <EmptyState testId="subscriptions-empty">{t('adminLofts.subscriptions.empty')}</EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" data-testid="subscriptions-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminLofts.fields.package')}</Table.Th>
                <Table.Th>{t('adminLofts.subscriptions.period')}</Table.Th>
                <Table.Th>{t('adminLofts.history.who')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {subs.map((s) => {
                const p = phase(s, day);
                return (
                  <Table.Tr key={s.id} data-testid="subscription-row">
                    <Table.Td>
                      <Group gap={6}>
                        {t(`lofts.package.${s.package}`)}
                        <Badge size="xs" variant="light" color={PHASE_COLORS[p]}>
                          {t(`adminLofts.subscriptions.${p}`)}
                        </Badge>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      {formatDay(s.starts_on, intlLocale)} – {formatDay(s.last_day, intlLocale)}
                      {s.ended_on && (
                        <Text span size="xs" c="dimmed" ms={6}>
                          ({t('adminLofts.subscriptions.endedEarly', { date: formatDay(s.ends_on, intlLocale) })})
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{s.created_by_name || t('adminLofts.history.system')}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        {p !== 'past' && <EndEarly loftId={loft.id} s={s} />}
                        <ConfirmButton
                          size="xs"
                          variant="subtle"
                          color="red"
                          question={t('adminLofts.subscriptions.confirmRemove')}
                          onConfirm={() => remove.mutate({ loftId: loft.id, subscriptionId: s.id }, { onSuccess: () => notifySuccess(t('adminLofts.subscriptions.removed')) })}
                          testId="subscription-remove"
                        >
                          {t('adminLofts.subscriptions.remove')}
                        </ConfirmButton>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
