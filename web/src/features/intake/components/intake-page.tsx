import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '@/components/layouts/admin-page';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import { ChipImport } from './chip-import';
import { ChipScan } from './chip-scan';
import { PigeonStatuses } from './pigeon-statuses';
import { StockCounts } from './stock-counts';

/** `/admin/seasons/{id}/intake`: the birds arrive at the loft and get their chip rings; the season's stock. */
export function IntakePage({ seasonId }: { seasonId: number }) {
  const { t } = useTranslation();
  return (
    <AdminPage
      title={t('intake.title')}
      actions={
        <Button variant="light" component={Link} to={paths.adminSeason.getHref(seasonId)} data-testid="intake-back">
          {t('intake.back')}
        </Button>
      }
    >
      <IntakeSections seasonId={seasonId} />
    </AdminPage>
  );
}

/** The intake's parts: the stock, chip rings by scan or by file, and the birds' statuses (also a loft workspace's section). */
export function IntakeSections({ seasonId }: { seasonId: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <StockCounts seasonId={seasonId} />
      <Panel title={t('intake.scan.title')} hint={t('intake.scan.hint')} testId="intake-scan">
        <ChipScan seasonId={seasonId} />
      </Panel>
      <Panel title={t('intake.import.title')} hint={t('intake.import.hint')} testId="intake-import">
        <ChipImport seasonId={seasonId} />
      </Panel>
      <Panel title={t('intake.statuses.title')} hint={t('intake.statuses.hint')} testId="intake-statuses">
        <PigeonStatuses seasonId={seasonId} />
      </Panel>
    </Stack>
  );
}
