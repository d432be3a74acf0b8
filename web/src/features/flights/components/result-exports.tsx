import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/use-language';
import { flightResultsHref } from '../api/get-flight-results';

/** The downloads of all results: CSV, XLSX and a printable PDF with the loft's header (labels in the viewer's language). */
export function ResultExports({ flightId }: { flightId: number }) {
  const { t } = useTranslation();
  const { code } = useLanguage();
  return (
    <Group gap="md" justify="flex-end">
      <Anchor href={flightResultsHref(flightId, 'csv')} download size="sm" data-testid="results-csv">
        {t('flights.csv')}
      </Anchor>
      <Anchor href={flightResultsHref(flightId, 'xlsx')} download size="sm" data-testid="results-xlsx">
        {t('flights.xlsx')}
      </Anchor>
      <Anchor href={flightResultsHref(flightId, 'pdf', code)} download size="sm" data-testid="results-pdf">
        {t('flights.pdf')}
      </Anchor>
    </Group>
  );
}
