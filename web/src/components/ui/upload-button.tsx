import { Alert, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api/error-text';
import { uploadFile } from '@/lib/api/upload';

/**
 * A file picker that uploads at once and shows the progress bar of SPEC §9 (80 % transfer, then processing); the
 * server's refusal ("this file cannot be read") shows below it.
 */
export function UploadButton<T>({ url, accept, label, onDone, testId }: { url: string; accept: string; label: string; onDone: (answer: T) => void; testId: string }) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const pick = (file: File | null) => {
    if (!file) return;
    setError(null);
    setPercent(0);
    uploadFile<T>(url, file, setPercent)
      .then((answer) => onDone(answer))
      .catch(setError)
      .finally(() => setPercent(null));
  };
  return (
    <Stack gap={4} data-testid={testId}>
      <Group gap="xs">
        <FileButton onChange={pick} accept={accept}>
          {(props) => (
            <Button size="xs" variant="default" loading={percent !== null} {...props} data-testid={`${testId}-button`}>
              {label}
            </Button>
          )}
        </FileButton>
        {percent !== null && (
          <Text size="xs" c="dimmed">
            {percent < 80 ? t('upload.sending', { percent }) : t('upload.processing')}
          </Text>
        )}
      </Group>
      {percent !== null && <Progress value={percent} size="sm" animated={percent >= 80} data-testid={`${testId}-progress`} aria-label={label} />}
      {error !== null && (
        <Alert color="red" variant="light" data-testid={`${testId}-error`}>
          {errorText(error)}
        </Alert>
      )}
    </Stack>
  );
}
