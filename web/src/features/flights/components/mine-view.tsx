import { Alert, Button, Loader, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { useAuth } from '@/lib/auth';
import type { FlightDetail } from '../api/get-flight';
import { useBasketedIds } from '../api/get-all-basketings';
import { useAllResults } from '../api/get-all-results';
import { formatSpeed } from '../lib/live-patch';
import classes from './flights.module.css';

type MyPigeon = { id: number; ring: string; name: string };

/** Your pigeons: the signed-in user's birds of the season with their place, or that they are not home yet. */
export function MineView({ flight, pigeons, loading }: { flight: FlightDetail; pigeons: MyPigeon[]; loading: boolean }) {
  const { t } = useTranslation();
  const { status, login } = useAuth();
  const enabled = status === 'signedIn' && pigeons.length > 0;
  const { rows, isPending } = useAllResults(flight.id, flight.arrived, enabled);
  const basketed = useBasketedIds(flight.id, flight.basketed, enabled);
  if (status !== 'signedIn') {
    return (
      <Alert color="blue" data-testid="mine-login">
        {t('flights.mine.login')}
        <Button mt="sm" display="block" onClick={() => login()}>
          {t('auth.login')}
        </Button>
      </Alert>
    );
  }
  if (loading || (enabled && (isPending || basketed.isPending))) return <Loader mx="auto" />;
  if (pigeons.length === 0) return <EmptyState testId="mine-empty">{t('flights.mine.none')}</EmptyState>;
  const byPigeon = new Map(rows.map((r) => [r.pigeon_id, r]));
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped data-testid="mine-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('flights.columns.ring')}</Table.Th>
            <Table.Th>{t('flights.columns.pigeonName')}</Table.Th>
            <Table.Th>{t('flights.columns.rank')}</Table.Th>
            <Table.Th>{t('flights.columns.time')}</Table.Th>
            <Table.Th>{t('flights.columns.speed')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pigeons.map((p) => {
            const r = byPigeon.get(p.id);
            return (
              <Table.Tr key={p.id} className={classes.mine} data-state={r ? 'arrived' : basketed.ids.has(p.id) ? 'basketed' : 'not-basketed'}>
                <Table.Td className={classes.mono}>{p.ring}</Table.Td>
                <Table.Td>{p.name}</Table.Td>
                {r ? (
                  <>
                    <Table.Td>{r.rank}</Table.Td>
                    <Table.Td className={classes.mono}>{r.time}</Table.Td>
                    <Table.Td>{formatSpeed(r.speed)}</Table.Td>
                  </>
                ) : (
                  <Table.Td colSpan={3} c="dimmed">
                    {t(basketed.ids.has(p.id) ? 'flights.mine.notHome' : 'flights.mine.notBasketed')}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
