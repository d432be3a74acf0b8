import { Alert, Button, Code, CopyButton, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api/error-text';
import { useCreateDevice, type DeviceInput } from '../api/create-device';

const KINDS: DeviceInput['kind'][] = ['clock', 'antenna', 'pc'];

/** Registers a clock, antenna or PC of the loft and shows its key once (only its hash is stored). */
export function DeviceCreateForm({ loftId }: { loftId: number }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<DeviceInput['kind']>('clock');
  const create = useCreateDevice();
  const key = create.data?.key;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="device-new">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput label={t('devices.name')} value={name} maxLength={128} onChange={(e) => setName(e.currentTarget.value)} data-testid="device-name-input" />
        <NativeSelect
          label={t('devices.kind')}
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value as DeviceInput['kind'])}
          data={KINDS.map((k) => ({ value: k, label: t(`devices.kinds.${k}`) }))}
          data-testid="device-kind-input"
        />
        <Button
          loading={create.isPending}
          onClick={() => create.mutate({ loft_id: loftId, kind, name: name.trim() }, { onSuccess: () => setName('') })}
          data-testid="device-create"
        >
          {t('devices.add')}
        </Button>
      </Group>
      {create.isError && (
        <Alert color="red" mt="xs">
          {errorText(create.error)}
        </Alert>
      )}
      {key && (
        <Alert color="yellow" mt="sm" title={t('devices.keyTitle')} data-testid="device-key-once">
          <Stack gap="xs">
            <Text size="sm">{t('devices.keyOnce')}</Text>
            <Group gap="xs" wrap="nowrap">
              <Code data-testid="device-key" style={{ wordBreak: 'break-all' }}>
                {key}
              </Code>
              <CopyButton value={key}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {t(copied ? 'devices.copied' : 'devices.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Alert>
      )}
    </Paper>
  );
}
