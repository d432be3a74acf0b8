import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '@/components/layouts/admin-page';
import { paths } from '@/config/paths';
import { ChipImport } from './chip-import';
import { ChipScan } from './chip-scan';
import { StockCounts } from './stock-counts';

function Part({ title, hint, testId, children }: { title: string; hint: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title} data-testid={testId}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

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
      <Stack gap="md">
        <StockCounts seasonId={seasonId} />
        <Part title={t('intake.scan.title')} hint={t('intake.scan.hint')} testId="intake-scan">
          <ChipScan seasonId={seasonId} />
        </Part>
        <Part title={t('intake.import.title')} hint={t('intake.import.hint')} testId="intake-import">
          <ChipImport seasonId={seasonId} />
        </Part>
      </Stack>
    </AdminPage>
  );
}
