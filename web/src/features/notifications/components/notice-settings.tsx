import { Alert, Button, Checkbox, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { disablePush, enablePush, pushState, type PushState } from '../api/push';
import { useNoticeSettings, useRefreshNoticeSettings, useSaveNoticeSettings, type NoticeChannels, type NoticeSettings } from '../api/settings';
import { kindLabel } from '../lib/kind-label';

/** Push messages on this browser: its state and the button that changes it. */
function PushDevice({ settings }: { settings: NoticeSettings }) {
  const { t } = useTranslation();
  const refresh = useRefreshNoticeSettings();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void pushState().then(setState);
  }, []);
  const change = async (on: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(on ? await enablePush(settings.push_key) : await disablePush());
      await refresh();
    } catch (err) {
      if (on) setFailed(true);
      else notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  if (state === null) return <Loader size="xs" />;
  const message =
    settings.push_key === ''
      ? 'notices.push.unavailable'
      : state === 'unsupported'
        ? 'notices.push.unsupported'
        : state === 'denied'
          ? 'notices.push.denied'
          : `notices.push.${state}`;
  return (
    <Paper withBorder p="md" radius="md" data-testid="push-device" data-state={state}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('notices.push.title')}
        </Title>
        <Text size="sm">{t(message)}</Text>
        <Text size="xs" c="dimmed" data-testid="push-devices">
          {t('notices.push.devices', { count: settings.push_devices })}
        </Text>
        {failed && (
          <Alert color="orange" data-testid="push-failed">
            {t('notices.push.failed')}
          </Alert>
        )}
        {settings.push_key !== '' && (state === 'on' || state === 'off') && (
          <Group>
            <Button size="xs" variant={state === 'on' ? 'default' : 'filled'} loading={busy} onClick={() => void change(state === 'off')} data-testid="push-toggle">
              {t(state === 'on' ? 'notices.push.disable' : 'notices.push.enable')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** One kind's row: its name and a checkbox per channel. */
function ChannelRow({ kind, onChange }: { kind: NoticeChannels; onChange: (channel: 'email' | 'push', value: boolean) => void }) {
  const { t } = useTranslation();
  const label = t(kindLabel(kind.kind));
  return (
    <Table.Tr data-kind={kind.kind}>
      <Table.Td>{label}</Table.Td>
      {(['email', 'push'] as const).map((channel) => (
        <Table.Td key={channel}>
          <Group justify="center">
            <Checkbox
              checked={kind[channel]}
              onChange={(e) => onChange(channel, e.currentTarget.checked)}
              aria-label={`${label}: ${t(`notices.channel.${channel}`)}`}
              data-testid={`${channel}-${kind.kind}`}
            />
          </Group>
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

/**
 * Channels per kind: the centre always lists every notice; e-mail and push are the user's choice. The server lists the
 * staff kinds (a loft's work) only to its merchants and agents; they follow under a heading of their own.
 */
function ChannelTable({ settings }: { settings: NoticeSettings }) {
  const { t } = useTranslation();
  const save = useSaveNoticeSettings();
  const [kinds, setKinds] = useState<NoticeChannels[]>(settings.kinds ?? []);
  const set = (kind: string, channel: 'email' | 'push', value: boolean) => setKinds((ks) => ks.map((k) => (k.kind === kind ? { ...k, [channel]: value } : k)));
  const dirty = JSON.stringify(kinds) !== JSON.stringify(settings.kinds);
  const staff = kinds.filter((k) => k.staff);
  const row = (k: NoticeChannels) => <ChannelRow key={k.kind} kind={k} onChange={(channel, value) => set(k.kind, channel, value)} />;
  return (
    <Stack gap="sm">
      <Text size="sm">{t('notices.settingsIntro')}</Text>
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="xs" data-testid="notice-channels">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('notices.channel.kind')}</Table.Th>
              <Table.Th ta="center">{t('notices.channel.email')}</Table.Th>
              <Table.Th ta="center">{t('notices.channel.push')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{kinds.filter((k) => !k.staff).map(row)}</Table.Tbody>
          {staff.length > 0 && (
            <Table.Tbody data-testid="staff-notice-kinds">
              <Table.Tr>
                <Table.Td colSpan={3} pt="md">
                  <Title order={3} size="h5">
                    {t('staffNotices.settingsTitle')}
                  </Title>
                  <Text size="xs" c="dimmed">
                    {t('staffNotices.settingsIntro')}
                  </Text>
                </Table.Td>
              </Table.Tr>
              {staff.map(row)}
            </Table.Tbody>
          )}
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button
          disabled={!dirty}
          loading={save.isPending}
          onClick={() => save.mutate(kinds, { onSuccess: () => notifySuccess(t('notices.saved')), onError: (e) => notifyError(e) })}
          data-testid="notices-save"
        >
          {t('notices.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The notification settings: channels per kind and push on this device. */
export function NoticeSettingsPanel() {
  const settings = useNoticeSettings();
  if (!settings.data) return <Loader size="sm" />;
  return (
    <Stack gap="lg">
      <ChannelTable key={JSON.stringify(settings.data.kinds)} settings={settings.data} />
      <PushDevice settings={settings.data} />
    </Stack>
  );
}
