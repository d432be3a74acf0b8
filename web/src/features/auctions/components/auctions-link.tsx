import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** On the loft page: to the loft's auctions. */
export function AuctionsLink({ loftId }: { loftId: number }) {
  const { t } = useTranslation();
  return (
    <Button component={Link} variant="light" to={paths.loftAuctions.getHref(loftId)} data-testid="loft-auctions-link">
      {t('auctions.title')}
    </Button>
  );
}
