import { Button, Checkbox, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractText } from '@/components/ui/contract-text';
import { UploadButton } from '@/components/ui/upload-button';
import type { Schema } from '@/lib/api/types';
import { useSeasonContracts, type Contract } from '@/lib/api/seasons/get-season-contracts';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePublishContract } from '../api/publish-contract';

type ContractFile = Schema<'ContractFile'>;

/** The form for the next version, starting from the current one's terms and document. */
function NextVersion({ seasonId, current }: { seasonId: number; current?: Contract }) {
  const { t } = useTranslation();
  const [terms, setTerms] = useState(current?.terms ?? '');
  const [file, setFile] = useState<{ path: string; name: string } | null>(current?.file_path ? { path: current.file_path, name: current.file_name } : null);
  const publish = usePublishContract({
    onSuccess: (c) => notifySuccess(t('contracts.published', { version: c.version })),
    onError: (e) => notifyError(e),
  });
  const next = (current?.version ?? 0) + 1;
  return (
    <Paper withBorder p="md" radius="md" data-testid="contract-next">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('contracts.nextVersion', { version: next })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('contracts.nextHint')}
        </Text>
        <Textarea
          label={t('contracts.terms')}
          value={terms}
          onChange={(e) => setTerms(e.currentTarget.value)}
          autosize
          minRows={6}
          maxRows={16}
          data-testid="contract-terms-input"
        />
        <Group gap="sm" align="center">
          {file ? (
            <Checkbox checked onChange={() => setFile(null)} label={t('contracts.keepDocument', { name: file.name || 'PDF' })} data-testid="contract-keep-file" />
          ) : (
            <UploadButton<ContractFile>
              url={`/api/res/v1/seasons/${seasonId}/contract-files`}
              accept="application/pdf"
              label={t('contracts.upload')}
              onDone={(f) => setFile({ path: f.file_path, name: f.file_name })}
              testId="contract-upload"
            />
          )}
        </Group>
        <Group>
          <Button
            onClick={() => publish.mutate({ seasonId, terms, file_path: file?.path ?? '', file_name: file?.name ?? '' })}
            loading={publish.isPending}
            disabled={!terms.trim() && !file}
            data-testid="contract-publish"
          >
            {t('contracts.publish', { version: next })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The overview's contract tab: the current version, the next one's form, and every earlier version. */
export function ContractEditor({ seasonId }: { seasonId: number }) {
  const { t } = useTranslation();
  const contracts = useSeasonContracts(seasonId);
  if (!contracts.data) return <Loader size="sm" />;
  const [current, ...earlier] = contracts.data;
  return (
    <Stack gap="md" data-testid="contract-editor">
      {current ? (
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            {t('contracts.current')}
          </Title>
          <ContractText contract={current} />
        </Paper>
      ) : (
        <Text c="dimmed" data-testid="contract-none">
          {t('contracts.none')}
        </Text>
      )}
      <NextVersion key={current?.version ?? 0} seasonId={seasonId} current={current} />
      {earlier.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('contracts.earlier')}
          </Title>
          {earlier.map((c) => (
            <Paper key={c.version} withBorder p="sm" radius="md">
              <ContractText contract={c} />
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
