import { Alert, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBreadcrumbOverride } from '@/lib/page-meta';
import { paths } from '@/config/paths';
import { useMyPayout } from '../api/get-payouts';
import { PayoutStatementView, PayoutStatusBadge, StatementDownloads } from './payout-statement';

/** `/my-seasons/{id}/payout`: my prize money in a season — each prize of a closed race, the total, whether it was paid — with CSV and PDF. */
export function MyPayout({ seasonId }: { seasonId: number }) {
  const { t } = useTranslation();
  const { data: s } = useMyPayout(seasonId);
  useBreadcrumbOverride(paths.myPayout.getHref(seasonId), `${s.season_name} · ${t('payouts.myTitle')}`);
  // '/my-seasons/{id}' is no page of its own: its crumb names the season instead of saying "Season".
  useBreadcrumbOverride(`${paths.mySeasons.getHref()}/${seasonId}`, s.season_name);
  return (
    <Stack gap="sm" data-testid="my-payout">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={700} dir="auto">
          {s.loft_name} · {s.season_name}
        </Text>
        <PayoutStatusBadge s={s} />
      </Group>
      <Alert variant="light" color="blue">
        {t('payouts.myHint')}
      </Alert>
      <PayoutStatementView statement={s} />
      <StatementDownloads seasonId={seasonId} userId={null} />
    </Stack>
  );
}
