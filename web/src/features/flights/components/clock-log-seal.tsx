import { Alert, Anchor, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { clockLogHref, useClockLogSeal } from '../api/get-clock-log-seal';

/**
 * The sealed clock log of a closed or finished race: how many batches and reads it holds, the final hash that proves
 * them, the download, and how anyone checks it with `oneloft verify-log`. A stored log that no longer verifies says so.
 */
export function ClockLogSealPanel({ flightId, revision }: { flightId: number; revision: number }) {
  const { t } = useTranslation();
  const { data: seal } = useClockLogSeal(flightId, revision);
  if (!seal || seal.entries === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="clock-log-seal">
      <Stack gap="xs">
        <Title order={2} fz="h5">
          {t('clockLog.title')}
        </Title>
        {seal.intact ? (
          <Text size="sm">{t('clockLog.summary', { entries: seal.entries, reads: seal.reads })}</Text>
        ) : (
          <Alert color="red" data-testid="clock-log-broken">
            {t('clockLog.broken', { problem: seal.problem })}
          </Alert>
        )}
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
            {t('clockLog.finalHash')}
          </Text>
          <Code data-testid="clock-log-hash" style={{ overflowWrap: 'anywhere' }} dir="ltr">
            {seal.final_hash}
          </Code>
        </Group>
        <Text size="sm" c="dimmed">
          {t('clockLog.howToCheck')}{' '}
          <Code dir="ltr" style={{ overflowWrap: 'anywhere' }}>
            oneloft verify-log --hash {seal.final_hash.slice(0, 12)}… flight-{flightId}-clock-log.jsonl
          </Code>
        </Text>
        <Anchor href={clockLogHref(flightId)} download size="sm" data-testid="clock-log-download">
          {t('clockLog.download')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
