import { Alert, Button, Checkbox, Group, Loader, Paper, Select, SimpleGrid, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { EmptyState } from '@/components/ui/empty-state';
import { errorText } from '@/lib/api/error-text';
import { LANGUAGES } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import { notifySuccess } from '@/lib/notify';
import { useAddLoftStaff, useLoftStaff, useRemoveLoftPermission, useSetLoftPermission, type StaffMember } from '../api/loft-staff';
import { fieldError, hasOtherErrors } from '../lib/field-error';

const SHOWN = ['email', 'first_name', 'last_name', 'language', 'is_merchant'];

/** Adds a person by e-mail; someone without an account gets one and an invitation to choose a password. */
function AddStaffForm({ loftId }: { loftId: number }) {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const empty = { email: '', first_name: '', last_name: '', language: code as string, is_merchant: false, is_agent: true };
  const [v, setV] = useState(empty);
  const add = useAddLoftStaff();
  const error = (f: string) => fieldError(add.error, f);
  return (
    <Paper withBorder p="md" radius="md">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate(
            { loftId, body: v },
            {
              onSuccess: (m) => {
                notifySuccess(m.invited ? t('adminLofts.staff.invited', { name: m.name, email: m.email }) : t('adminLofts.staff.added', { name: m.name }));
                setV(empty);
              },
            },
          );
        }}
        data-testid="staff-add-form"
      >
        <Title order={3} fz="h4" mb={4}>
          {t('adminLofts.staff.add')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('adminLofts.staff.namesHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <TextInput
            label={t('adminLofts.staff.email')}
            type="email"
            withAsterisk
            value={v.email}
            onChange={(e) => setV({ ...v, email: e.currentTarget.value })}
            error={error('email')}
            data-testid="staff-email"
          />
          <TextInput
            label={t('adminLofts.staff.firstName')}
            value={v.first_name}
            onChange={(e) => setV({ ...v, first_name: e.currentTarget.value })}
            error={error('first_name')}
            data-testid="staff-first-name"
          />
          <TextInput
            label={t('adminLofts.staff.lastName')}
            value={v.last_name}
            onChange={(e) => setV({ ...v, last_name: e.currentTarget.value })}
            error={error('last_name')}
            data-testid="staff-last-name"
          />
          <Select
            label={t('adminLofts.staff.language')}
            data={LANGUAGES.map((l) => ({ value: l.code, label: l.name }))}
            value={v.language}
            allowDeselect={false}
            onChange={(x) => x && setV({ ...v, language: x })}
            error={error('language')}
            data-testid="staff-language"
          />
        </SimpleGrid>
        <Group mt="sm" gap="lg">
          <Checkbox
            label={t('adminLofts.staff.merchant')}
            checked={v.is_merchant}
            onChange={(e) => setV({ ...v, is_merchant: e.currentTarget.checked })}
            error={error('is_merchant')}
            data-testid="staff-merchant"
          />
          <Checkbox label={t('adminLofts.staff.agent')} checked={v.is_agent} onChange={(e) => setV({ ...v, is_agent: e.currentTarget.checked })} data-testid="staff-agent" />
        </Group>
        {add.isError && hasOtherErrors(add.error, SHOWN) && (
          <Alert color="red" mt="sm" data-testid="staff-add-error">
            {errorText(add.error)}
          </Alert>
        )}
        <Button type="submit" mt="sm" loading={add.isPending} data-testid="staff-add">
          {t('adminLofts.staff.addButton')}
        </Button>
      </form>
    </Paper>
  );
}

/** One person's role: merchant, agent and active switches (each change is saved at once), and removal. */
function StaffRow({ loftId, m }: { loftId: number; m: StaffMember }) {
  const { t } = useTranslation();
  const set = useSetLoftPermission();
  const remove = useRemoveLoftPermission();
  const flags = { is_merchant: m.is_merchant, is_agent: m.is_agent, is_active: m.is_active };
  const toggle = (key: keyof typeof flags, value: boolean) =>
    set.mutate({ loftId, userId: m.user_id, body: { ...flags, [key]: value } }, { onSuccess: () => notifySuccess(t('adminLofts.staff.saved')) });
  return (
    <Table.Tr data-testid="staff-row" opacity={m.is_active ? 1 : 0.6}>
      <Table.Td maw={280}>
        <Text fw={500} truncate="end">
          {m.name}
        </Text>
        <Text size="xs" c="dimmed" truncate="end">
          {m.email}
        </Text>
      </Table.Td>
      {(['is_merchant', 'is_agent', 'is_active'] as const).map((key) => (
        <Table.Td key={key}>
          <Switch
            aria-label={`${t(`adminLofts.staff.${key === 'is_merchant' ? 'merchant' : key === 'is_agent' ? 'agent' : 'active'}`)}: ${m.name}`}
            checked={flags[key]}
            disabled={set.isPending}
            onChange={(e) => toggle(key, e.currentTarget.checked)}
            data-testid={`staff-${key}`}
          />
        </Table.Td>
      ))}
      <Table.Td ta="end">
        <ConfirmButton
          size="xs"
          variant="subtle"
          color="red"
          question={t('adminLofts.staff.confirmRemove', { name: m.name })}
          loading={remove.isPending}
          onConfirm={() => remove.mutate({ loftId, userId: m.user_id }, { onSuccess: () => notifySuccess(t('adminLofts.staff.removed')) })}
          testId="staff-remove"
        >
          {t('adminLofts.staff.remove')}
        </ConfirmButton>
      </Table.Td>
    </Table.Tr>
  );
}

/** The Staff tab: the loft's merchants and agents with their switches, and adding a person by e-mail (SPEC §5: one active merchant remains). */
export function StaffTab({ loftId }: { loftId: number }) {
  const { t } = useTranslation();
  const { data: staff, isPending } = useLoftStaff(loftId);
  return (
    <Stack gap="md" maw={960}>
      {isPending ? (
        <Loader size="sm" />
      ) : !staff?.length ? (
        <EmptyState testId="staff-empty">{t('adminLofts.staff.empty')}</EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" data-testid="staff-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminLofts.staff.member')}</Table.Th>
                <Table.Th>{t('adminLofts.staff.merchant')}</Table.Th>
                <Table.Th>{t('adminLofts.staff.agent')}</Table.Th>
                <Table.Th>{t('adminLofts.staff.active')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {staff.map((m) => (
                <StaffRow key={m.user_id} loftId={loftId} m={m} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="sm" c="dimmed">
        {t('adminLofts.staff.lastMerchantHint')}
      </Text>
      <AddStaffForm loftId={loftId} />
    </Stack>
  );
}
