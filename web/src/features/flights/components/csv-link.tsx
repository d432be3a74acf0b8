import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The CSV download of all results. */
export function CsvLink({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <Anchor href={href} download size="sm" data-testid="results-csv">
      {t('flights.csv')}
    </Anchor>
  );
}
