import { Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@/lib/api/types';
import { useLanguage } from '@/lib/i18n/use-language';
import { zoneAbbr } from '@/lib/loft-time';
import { usePhone } from '@/lib/use-phone';
import type { ResultColumn } from '../lib/columns';
import { useHiddenColumns } from '../lib/hidden-columns';
import type { ResultRow } from '../lib/live-patch';
import classes from './flights.module.css';
import { ColumnChooser } from './column-chooser';
import { ResultCards } from './result-cards';
import { rowClass, speedUnit, useResultCell } from './result-cell';

export type ResultTableProps = {
  rows: ResultRow[];
  columns: ResultColumn[];
  /** The signed-in user's pigeons: highlighted. */
  mine?: ReadonlySet<number>;
  /** Arrivals of the last seconds: flashed. */
  fresh?: ReadonlySet<number>;
  /** The loft's unit: the speed column says metres or yards per minute. */
  unit?: 'km' | 'mile';
  /** The season's currency, for a prize column. */
  currency?: Currency;
  /** The loft's time zone: arrival times are on its clock. */
  timeZone?: string;
  testId?: string;
};

/**
 * Ranked arrivals; the loft's results switches choose the columns. A table from the small breakpoint up, where the
 * user may hide columns below the large one; on a phone one compact card per bird, readable without scrolling sideways.
 */
export function ResultTable(props: ResultTableProps) {
  const { rows, columns, testId = 'results-table' } = props;
  const { intlLocale } = useLanguage();
  const [hidden, setHidden] = useHiddenColumns();
  const zone = props.timeZone && rows[0] ? zoneAbbr(new Date(rows[0].arrived_ms), props.timeZone, intlLocale) : undefined;
  if (usePhone()) return <ResultCards {...props} testId={`${testId}-cards`} zone={zone} />;
  return (
    <Stack gap="xs">
      <ColumnChooser columns={columns} hidden={hidden} onChange={setHidden} />
      <WideResultTable {...props} testId={testId} zone={zone} hidden={hidden} />
    </Stack>
  );
}

function WideResultTable({
  rows,
  columns,
  mine,
  fresh,
  currency = 'EUR',
  unit,
  timeZone,
  testId,
  zone,
  hidden,
}: ResultTableProps & { zone?: string; hidden: ReadonlySet<ResultColumn> }) {
  const { t } = useTranslation();
  const header = (col: ResultColumn) =>
    col === 'speed' ? `${t('flights.columns.speed')} (${speedUnit(unit)})` : col === 'arrival' && zone ? `${t('flights.columns.arrival')} (${zone})` : t(`flights.columns.${col}`);
  const cell = useResultCell(currency, timeZone);
  // A column the user hid is hidden below the large breakpoint only: a wide screen has room for all of them.
  const narrowHidden = (col: ResultColumn) => (hidden.has(col) ? classes.narrowHidden : undefined);
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped highlightOnHover data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((col) => (
              <Table.Th key={col} className={narrowHidden(col)} data-column={col}>
                {header(col)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.pigeon_id}
              data-testid="result-row"
              data-pigeon={row.pigeon_id}
              data-mine={mine?.has(row.pigeon_id) || undefined}
              data-new={fresh?.has(row.pigeon_id) || undefined}
              data-review={row.review}
              className={rowClass(row.pigeon_id, mine, fresh)}
            >
              {columns.map((col) => (
                <Table.Td key={col} className={narrowHidden(col)}>
                  {cell(row, col)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
