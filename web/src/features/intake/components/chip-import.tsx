import { Alert, Badge, Button, FileButton, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChipImportRow, useImportChips } from '../api/import-chips';

const WRITABLE = new Set(['matched', 'unchanged']);

/**
 * Chip rings from a file of ring and chip per line: the file is checked first (each row's outcome,
 * nothing written); only a file whose every row can be imported can then be imported, all at once.
 */
export function ChipImport({ seasonId }: { seasonId: number }) {
  const { t } = useTranslation();
  const run = useImportChips(seasonId);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [rows, setRows] = useState<ChipImportRow[] | null>(null);
  const [written, setWritten] = useState(false);

  const pick = async (f: File | null) => {
    if (!f) return;
    const text = await f.text();
    setFile({ name: f.name, text });
    setWritten(false);
    run.mutate({ seasonId, file: text, dryRun: true }, { onSuccess: (r) => setRows(r.rows) });
  };
  const importAll = () => {
    if (!file) return;
    run.mutate(
      { seasonId, file: file.text, dryRun: false },
      {
        onSuccess: (r) => {
          setRows(r.rows);
          setWritten(true);
        },
      },
    );
  };
  const bad = rows?.filter((r) => !WRITABLE.has(r.outcome)).length ?? 0;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('intake.import.format')}
      </Text>
      <Group gap="sm" wrap="wrap">
        <FileButton onChange={pick} accept=".csv,.txt,text/csv,text/plain">
          {(props) => (
            <Button variant="light" {...props} data-testid="chip-import-pick">
              {t('intake.import.pick')}
            </Button>
          )}
        </FileButton>
        {file && (
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            {file.name}
          </Text>
        )}
        {rows && !written && (
          <Button onClick={importAll} disabled={bad > 0} loading={run.isPending} data-testid="chip-import-submit">
            {t('intake.import.submit', { count: rows.length })}
          </Button>
        )}
      </Group>
      {run.error && (
        <Alert color="red" data-testid="chip-import-error">
          {run.error.message}
        </Alert>
      )}
      {rows && (
        <>
          <Text size="sm" fw={600} c={written ? 'green' : bad > 0 ? 'red' : undefined} data-testid="chip-import-summary">
            {written ? t('intake.import.written', { count: rows.length }) : bad > 0 ? t('intake.import.blocked', { count: bad }) : t('intake.import.ready', { count: rows.length })}
          </Text>
          <Table.ScrollContainer minWidth={420}>
            <Table striped data-testid="chip-import-rows">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('intake.import.line')}</Table.Th>
                  <Table.Th>{t('intake.scan.ring')}</Table.Th>
                  <Table.Th>{t('intake.scan.chip')}</Table.Th>
                  <Table.Th>{t('intake.import.outcome')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.line} data-testid="chip-import-row" data-outcome={r.outcome}>
                    <Table.Td>{r.line}</Table.Td>
                    <Table.Td ff="monospace">{r.ring}</Table.Td>
                    <Table.Td ff="monospace">{r.chip_ring}</Table.Td>
                    <Table.Td>
                      <Badge color={WRITABLE.has(r.outcome) ? 'green' : 'red'} variant="light">
                        {t(`intake.outcome.${r.outcome}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
