import { Badge, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@/lib/api/types';
import { useCountryName } from '@/lib/api/countries/get-countries';
import { formatCurrency } from '@/lib/currency';
import { useLanguage } from '@/lib/i18n/use-language';
import type { ResultColumn } from '../lib/columns';
import { formatTime } from '../lib/format-time';
import { formatSpeed, type ResultRow } from '../lib/live-patch';
import classes from './flights.module.css';

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

/** How a result cell reads: one way for the table and the phone cards. */
export function useResultCell(currency: Currency, timeZone: string | undefined) {
  const { intlLocale } = useLanguage();
  const countryName = useCountryName();
  return (row: ResultRow, col: ResultColumn): ReactNode => {
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
        return formatSpeed(row.speed, intlLocale);
      case 'prize':
        return row.prize ? <span data-testid="result-prize">{formatCurrency(row.prize, currency, intlLocale)}</span> : '–';
    }
  };
}

/** A row's or card's marks: the user's own bird highlighted, a fresh arrival flashed. */
export function rowClass(id: number, mine?: ReadonlySet<number>, fresh?: ReadonlySet<number>): string | undefined {
  return [mine?.has(id) ? classes.mine : '', fresh?.has(id) ? classes.fresh : ''].join(' ').trim() || undefined;
}
