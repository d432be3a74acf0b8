import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { flightResultsHref } from '../api/get-flight-results';

/** The downloads of all results: CSV and XLSX. */
export function ResultExports({ flightId }: { flightId: number }) {
  const { t } = useTranslation();
  return (
    <Group gap="md">
      <Anchor href={flightResultsHref(flightId, 'csv')} download size="sm" data-testid="results-csv">
        {t('flights.csv')}
      </Anchor>
      <Anchor href={flightResultsHref(flightId, 'xlsx')} download size="sm" data-testid="results-xlsx">
        {t('flights.xlsx')}
      </Anchor>
    </Group>
  );
}
