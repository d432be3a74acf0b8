import { Alert, Button, FileButton, Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api/error-text';
import { readable } from '@/lib/api/message-keys';
import { useDownloadPedigreeCSV, useImportPedigree, type ImportReport } from '../api/files';

const FIELDS = ['ring', 'name', 'sex', 'color', 'strain', 'breeder', 'sire', 'dam', 'hatched_on', 'notes'] as const;
const FIELD_LABEL: Record<(typeof FIELDS)[number], string> = {
  ring: 'pedigree.fields.ring',
  name: 'pedigree.fields.name',
  sex: 'pedigree.fields.sex',
  color: 'pedigree.fields.color',
  strain: 'pedigree.fields.strain',
  breeder: 'pedigree.fields.breeder',
  sire: 'pedigree.fields.sire',
  dam: 'pedigree.fields.dam',
  hatched_on: 'pedigree.fields.hatchedOn',
  notes: 'pedigree.fields.notes',
};
const SKIP = '\u0000skip';
const EXPORTS = [
  { which: 'pigeons', label: 'pedigree.import.export', testId: 'pedigree-export' },
  { which: 'pairs', label: 'pedigree.import.exportPairs', testId: 'pedigree-export-pairs' },
  { which: 'fanciers', label: 'pedigree.import.exportFanciers', testId: 'pedigree-export-fanciers' },
] as const;

/**
 * CSV import in two steps: Check reads the file on the server and shows the columns it found (each can be mapped to
 * another column or left out) and every line's problems, writing nothing; Import writes it once nothing is wrong.
 * Export takes everything away as CSV, after the trial too.
 */
export function ImportTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const run = useImportPedigree();
  const exportCSV = useDownloadPedigreeCSV();
  const [text, setText] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [report, setReport] = useState<ImportReport | null>(null);
  const check = (m = mapping) => text != null && run.mutate({ file: text, mapping: m, dry_run: true }, { onSuccess: setReport });
  const write = () => text != null && run.mutate({ file: text, mapping, dry_run: false }, { onSuccess: setReport });
  const choose = async (file: File | null) => {
    setReport(null);
    setMapping({});
    run.reset();
    setFileName(file?.name ?? '');
    setText(file ? await file.text() : null);
  };
  const remap = (field: string, header: string | null) => {
    const next = { ...mapping, [field]: header === SKIP || header == null ? '' : header };
    setMapping(next);
    check(next);
  };
  const ok = report != null && (report.problems ?? []).length === 0 && report.lines > 0;
  return (
    <Stack data-testid="pedigree-import">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        {canEdit ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('pedigree.import.file')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('pedigree.import.hint')} {t('pedigree.import.hintDesktop')}
            </Text>
            <Group gap="xs">
              <FileButton onChange={(f) => void choose(f)} accept=".csv,text/csv">
                {(props) => (
                  <Button variant="default" {...props} data-testid="import-file">
                    {t('pedigree.import.choose')}
                  </Button>
                )}
              </FileButton>
              <Text size="sm" data-testid="import-file-name">
                {fileName}
              </Text>
            </Group>
          </Stack>
        ) : (
          <span />
        )}
        <Group gap="xs">
          {EXPORTS.map(({ which, label, testId }) => (
            <Button key={which} variant="light" loading={exportCSV.isPending && exportCSV.variables === which} onClick={() => exportCSV.mutate(which)} data-testid={testId}>
              {t(label)}
            </Button>
          ))}
        </Group>
      </Group>
      {canEdit && (
        <Group>
          <Button disabled={text == null} loading={run.isPending && !report} onClick={() => check()} data-testid="import-check">
            {t('pedigree.import.check')}
          </Button>
          <Button color="teal" disabled={!ok || report?.written} loading={run.isPending && !!report} onClick={write} data-testid="import-write">
            {t('pedigree.import.write', { count: (report?.new ?? 0) + (report?.updated ?? 0) })}
          </Button>
        </Group>
      )}
      {run.isError && <Alert color="red">{errorText(run.error)}</Alert>}
      {exportCSV.isError && <Alert color="red">{errorText(exportCSV.error)}</Alert>}
      {report && <Report report={report} onRemap={remap} />}
    </Stack>
  );
}

function Report({ report, onRemap }: { report: ImportReport; onRemap: (field: string, header: string | null) => void }) {
  const { t } = useTranslation();
  const headers = report.headers ?? [];
  const problems = report.problems ?? [];
  return (
    <Stack gap="sm" data-testid="import-report" data-written={report.written}>
      {report.written ? (
        <Alert color="teal" data-testid="import-done">
          {t('pedigree.import.done', { new: report.new, updated: report.updated })}
        </Alert>
      ) : (
        <Text size="sm" data-testid="import-summary">
          {t('pedigree.import.summary', { lines: report.lines, new: report.new, updated: report.updated })}
        </Text>
      )}
      {report.format === 'pigeon-planner' && !report.written && (
        <Alert color="blue" data-testid="import-format">
          {t('pedigree.import.pigeonPlanner')}
        </Alert>
      )}
      {headers.length > 0 && !report.written && report.format !== 'pigeon-planner' && (
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
          {FIELDS.map((f) => (
            <Select
              key={f}
              size="xs"
              label={t(FIELD_LABEL[f])}
              data={[{ value: SKIP, label: t('pedigree.import.skip') }, ...headers.map((h) => ({ value: h, label: h }))]}
              value={report.columns?.[f] ?? SKIP}
              onChange={(h) => onRemap(f, h)}
              allowDeselect={false}
              data-testid={`import-map-${f}`}
            />
          ))}
        </SimpleGrid>
      )}
      {problems.length > 0 && (
        <Alert color="red" title={t('pedigree.import.problems', { count: problems.length })} data-testid="import-problems">
          <Table fz="sm">
            <Table.Tbody>
              {problems.slice(0, 100).map((p, i) => (
                <Table.Tr key={i} data-testid="import-problem">
                  <Table.Td>{p.line > 0 ? t('pedigree.import.line', { line: p.line }) : ''}</Table.Td>
                  <Table.Td>{p.field ? t(FIELD_LABEL[p.field as (typeof FIELDS)[number]] ?? p.field) : ''}</Table.Td>
                  <Table.Td>{readable(p.message)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Alert>
      )}
    </Stack>
  );
}
