import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '@/components/layouts/admin-page';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import { getFlightQueryOptions } from '../api/get-flight';
import { useFlightLive } from '../lib/use-flight-live';
import { useAuth } from '@/lib/auth';
import { isStaffOf } from '@/lib/authorization';
import { useLoftTime } from '@/lib/use-loft-time';
import { useBreadcrumbOverride } from '@/lib/page-meta';
import { BasketActive } from './basket-active';
import { BasketFile } from './basket-file';
import { BasketList } from './basket-list';
import { BasketScan } from './basket-scan';

/**
 * `/admin/flights/{id}/basketing`: before the release staff put the birds into the basket by scan,
 * by the clock's file or all active birds at once, and take one out again. The list and the count
 * follow the flight's live channel, so every scan station sees the basket fill.
 */
export function BasketingPage({ flightId }: { flightId: number }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { data: flight, error } = useQuery(getFlightQueryOptions(flightId));
  const open = flight?.state === 'coming_soon' || flight?.state === 'basketing';
  const live = useFlightLive(flightId, flight?.live_channel ?? '', !!flight);
  useBreadcrumbOverride(`/admin/flights/${flightId}`, flight?.name);
  const { format } = useLoftTime(flight?.season.loft.time_zone);
  if (error) return <Alert color="red">{error.message}</Alert>;
  if (!flight) return <Loader mx="auto" />;
  // The loft's staff came from its workspace's flights; others who manage seasons, from the season's page.
  const loftId = flight.season.loft.id;
  const back = isStaffOf(user, loftId) ? paths.overviewSection.getHref(loftId, 'flights', flight.season_id) : paths.adminSeason.getHref(flight.season_id);
  return (
    <AdminPage
      title={<span style={{ wordBreak: 'break-word' }}>{t('basketing.title', { name: flight.name })}</span>}
      actions={
        <Button variant="light" component={Link} to={back} data-testid="basketing-back">
          {t('basketing.back')}
        </Button>
      }
    >
      <Stack gap="md">
        <Group gap="sm" wrap="wrap">
          <Badge variant="light" data-testid="basketing-state" data-state={flight.state}>
            {t(`flights.states.${flight.state}`)}
          </Badge>
          <Text size="sm">{format(flight.release_time)}</Text>
          <Text size="sm" fw={700} data-testid="basketing-count">
            {t('basketing.count', { count: flight.basketed })}
          </Text>
          <Badge color={live === 'connected' ? 'red' : 'gray'} variant="dot" data-testid="basketing-live" data-status={live}>
            {t(`flights.live.${live}`)}
          </Badge>
        </Group>
        {open ? (
          <>
            <Panel title={t('basketing.scan.title')} hint={t('basketing.scan.hint')} testId="basketing-scan">
              <BasketScan flightId={flightId} />
            </Panel>
            <Panel title={t('basketing.file.title')} hint={t('basketing.file.hint')} testId="basketing-file">
              <BasketFile flightId={flightId} />
            </Panel>
            <Panel title={t('basketing.active.title')} hint={t('basketing.active.hint')} testId="basketing-active">
              <BasketActive flightId={flightId} />
            </Panel>
          </>
        ) : (
          <Alert color="gray" data-testid="basketing-closed">
            {t('basketing.closed')}
          </Alert>
        )}
        <Panel title={t('basketing.list.title')} testId="basketing-list">
          <BasketList flightId={flightId} open={open} timeZone={flight.season.loft.time_zone} />
        </Panel>
      </Stack>
    </AdminPage>
  );
}
