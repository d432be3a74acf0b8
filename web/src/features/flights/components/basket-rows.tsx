import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BasketRow } from '../api/basket';

const GOOD = new Set(['added', 'already']);

/** Rows of a basketing plan (a file or every active bird) with each one's outcome and, when refused, why. */
export function BasketRows({ rows, showLine }: { rows: BasketRow[]; showLine: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={460}>
      <Table striped data-testid="basket-rows">
        <Table.Thead>
          <Table.Tr>
            {showLine && <Table.Th>{t('basketing.file.line')}</Table.Th>}
            <Table.Th>{t('basketing.scan.chip')}</Table.Th>
            <Table.Th>{t('basketing.list.ring')}</Table.Th>
            <Table.Th>{t('basketing.file.outcome')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={`${r.line}-${r.pigeon_id ?? r.chip_ring}`} data-testid="basket-row" data-outcome={r.outcome}>
              {showLine && <Table.Td>{r.line}</Table.Td>}
              <Table.Td ff="monospace">{r.chip_ring || '—'}</Table.Td>
              <Table.Td ff="monospace">{r.ring ?? ''}</Table.Td>
              <Table.Td>
                <Badge color={GOOD.has(r.outcome) ? 'green' : 'red'} variant="light">
                  {t(`basketing.outcome.${r.outcome}`)}
                </Badge>
                {r.reason && (
                  <Text size="xs" c="red" mt={2}>
                    {r.reason}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A row that cannot go in: one of them stops a file. */
export const blocksFile = (row: BasketRow) => !GOOD.has(row.outcome);
