import { Badge, Table, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@/lib/api/types';
import { useCountryName } from '@/lib/api/countries/get-countries';
import { formatCurrency } from '@/lib/currency';
import { useLanguage } from '@/lib/i18n/use-language';
import { zoneAbbr } from '@/lib/loft-time';
import { formatTime } from '../lib/format-time';
import { formatSpeed, type ResultRow } from '../lib/live-patch';
import type { ResultColumn } from '../lib/columns';
import classes from './flights.module.css';

type Props = {
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

/** A bird's place, or why it has none: held for review, rejected after review, or home after the race closed. */
export function RankCell({ row }: { row: Pick<ResultRow, 'rank' | 'review'> }) {
  const { t } = useTranslation();
  if (row.review === 'held' || row.review === 'rejected') {
    return (
      <Tooltip label={t(`flights.held.${row.review}Hint`)} multiline w={260}>
        <Badge size="sm" variant="light" color={row.review === 'held' ? 'yellow' : 'red'} miw="max-content" data-testid={`review-${row.review}`}>
          {t(`flights.held.${row.review}Badge`)}
        </Badge>
      </Tooltip>
    );
  }
  if (row.rank > 0) return <>{row.rank}</>;
  return (
    <Tooltip label={t('flights.afterClosingHint')}>
      <Badge size="sm" variant="light" color="gray" data-testid="after-closing">
        {t('flights.afterClosing')}
      </Badge>
    </Tooltip>
  );
}

/** The unit of a speed column: metres per minute for km lofts, yards for mile lofts. */
export const speedUnit = (unit: 'km' | 'mile' | undefined) => (unit === 'mile' ? 'yd/min' : 'm/min');

/** Ranked arrivals; the loft's results switches choose the columns. */
export function ResultTable({ rows, columns, mine, fresh, unit, currency = 'EUR', timeZone, testId = 'results-table' }: Props) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const countryName = useCountryName();
  const cell = (row: ResultRow, col: ResultColumn) => {
    switch (col) {
      case 'rank':
        return <RankCell row={row} />;
      case 'ring':
        return <span className={classes.mono}>{row.ring}</span>;
      case 'pigeonName':
        return row.pigeon_name;
      case 'fancier':
        return row.fancier;
      case 'team':
        return row.team;
      case 'country':
        return countryName(row.country);
      case 'arrival':
        return formatTime(row.arrived_ms, intlLocale, timeZone);
      case 'time':
        return <span className={classes.mono}>{row.time}</span>;
      case 'speed':
        return formatSpeed(row.speed);
      case 'prize':
        return row.prize ? <span data-testid="result-prize">{formatCurrency(row.prize, currency, intlLocale)}</span> : '–';
    }
  };
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped highlightOnHover data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((col) => (
              <Table.Th key={col}>
                {col === 'speed'
                  ? `${t('flights.columns.speed')} (${speedUnit(unit)})`
                  : col === 'arrival' && timeZone && rows[0]
                    ? `${t('flights.columns.arrival')} (${zoneAbbr(new Date(rows[0].arrived_ms), timeZone, intlLocale)})`
                    : t(`flights.columns.${col}`)}
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
              className={[mine?.has(row.pigeon_id) ? classes.mine : '', fresh?.has(row.pigeon_id) ? classes.fresh : ''].join(' ').trim() || undefined}
            >
              {columns.map((col) => (
                <Table.Td key={col}>{cell(row, col)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
