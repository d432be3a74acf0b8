import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckedFile } from '@/components/ui/checked-file';
import { type ChipImportRow, useImportChips } from '../api/import-chips';

const WRITABLE = new Set(['matched', 'unchanged']);

/**
 * Chip rings from a file of ring and chip per line: the file is checked first (each row's outcome,
 * nothing written); only a file whose every row can be imported can then be imported, all at once.
 */
export function ChipImport({ seasonId }: { seasonId: number }) {
  const { t } = useTranslation();
  const run = useImportChips(seasonId);
  return (
    <CheckedFile<ChipImportRow>
      testId="chip-import"
      labels={{
        format: t('intake.import.format'),
        pick: t('intake.import.pick'),
        submit: (count) => t('intake.import.submit', { count }),
        written: (count) => t('intake.import.written', { count }),
        blocked: (count) => t('intake.import.blocked', { count }),
        ready: (count) => t('intake.import.ready', { count }),
      }}
      run={async (file, dryRun) => (await run.mutateAsync({ seasonId, file, dryRun })).rows ?? []}
      blocks={(r) => !WRITABLE.has(r.outcome)}
    >
      {(rows) => (
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
      )}
    </CheckedFile>
  );
}
