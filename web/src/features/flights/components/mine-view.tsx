import { Alert, Button, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { useAuth } from '@/lib/auth';
import type { Currency } from '@/lib/api/types';
import { formatCurrency } from '@/lib/currency';
import { useLanguage } from '@/lib/i18n/use-language';
import { usePhone } from '@/lib/use-phone';
import type { MyFlightPigeon } from '../api/get-my-flight-pigeons';
import { formatSpeed } from '../lib/live-patch';
import classes from './flights.module.css';
import { RankCell } from './result-cell';

/**
 * Your pigeons: the signed-in user's birds of the season with their place, or that they are not home (or not basketed);
 * `pigeonAction` adds a control per bird still to come home (the app's "alert me when home"); `prizeCurrency`, set once the
 * race's prizes are awarded, adds what each bird won.
 */
export function MineView({
  pigeons,
  loading,
  pigeonAction,
  prizeCurrency,
}: {
  pigeons: MyFlightPigeon[];
  loading: boolean;
  pigeonAction?: (pigeonId: number) => ReactNode;
  prizeCurrency?: Currency;
}) {
  const { t } = useTranslation();
  const { status, login } = useAuth();
  const { intlLocale } = useLanguage();
  const phone = usePhone();
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
  if (loading) return <Loader mx="auto" />;
  if (pigeons.length === 0) return <EmptyState testId="mine-empty">{t('flights.mine.none')}</EmptyState>;
  if (phone) return <MineCards pigeons={pigeons} pigeonAction={pigeonAction} prizeCurrency={prizeCurrency} />;
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
            {prizeCurrency && <Table.Th>{t('flights.columns.prize')}</Table.Th>}
            {pigeonAction && <Table.Th>{t('notices.alert.column')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pigeons.map((p) => {
            const r = p.result;
            return (
              <Table.Tr key={p.pigeon_id} className={classes.mine} data-pigeon={p.pigeon_id} data-state={r ? 'arrived' : p.basketed ? 'basketed' : 'not-basketed'}>
                <Table.Td className={classes.mono}>{p.ring}</Table.Td>
                <Table.Td>{p.pigeon_name}</Table.Td>
                {r ? (
                  <>
                    <Table.Td>
                      <RankCell row={r} />
                    </Table.Td>
                    <Table.Td className={classes.mono}>{r.time}</Table.Td>
                    <Table.Td>{formatSpeed(r.speed, intlLocale)}</Table.Td>
                    {prizeCurrency && <Table.Td data-testid="mine-prize">{r.prize ? formatCurrency(r.prize, prizeCurrency, intlLocale) : '–'}</Table.Td>}
                  </>
                ) : (
                  <Table.Td colSpan={prizeCurrency ? 4 : 3} c="dimmed">
                    {t(p.basketed ? 'flights.mine.notHome' : 'flights.mine.notBasketed')}
                  </Table.Td>
                )}
                {/* A bird already home needs no "alert me when home". */}
                {pigeonAction && <Table.Td>{r ? null : pigeonAction(p.pigeon_id)}</Table.Td>}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** On a phone, one card per bird: its place and figures, or why it has none, and the alert control. */
function MineCards({ pigeons, pigeonAction, prizeCurrency }: { pigeons: MyFlightPigeon[]; pigeonAction?: (pigeonId: number) => ReactNode; prizeCurrency?: Currency }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  return (
    <Stack gap={6} data-testid="mine-cards">
      {pigeons.map((p) => {
        const r = p.result;
        return (
          <Paper key={p.pigeon_id} withBorder p="xs" radius="md" className={classes.mine} data-testid="mine-card" data-pigeon={p.pigeon_id}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <div className={classes.cardRank}>{r ? <RankCell row={r} /> : '–'}</div>
              <div className={classes.cardBody}>
                <Text size="sm" fw={600} className={classes.cardName}>
                  <bdi className={classes.mono}>{p.ring}</bdi> <bdi dir="auto">{p.pigeon_name}</bdi>
                </Text>
                {r ? (
                  <Group gap={4} style={{ columnGap: 'var(--mantine-spacing-md)' }} mt={2}>
                    <Figure label={t('flights.columns.time')} value={r.time} />
                    <Figure label={t('flights.columns.speed')} value={formatSpeed(r.speed, intlLocale)} />
                    {prizeCurrency && r.prize ? <Figure label={t('flights.columns.prize')} value={formatCurrency(r.prize, prizeCurrency, intlLocale)} /> : null}
                  </Group>
                ) : (
                  <Text size="xs" c="dimmed">
                    {t(p.basketed ? 'flights.mine.notHome' : 'flights.mine.notBasketed')}
                  </Text>
                )}
                {pigeonAction && !r && <div>{pigeonAction(p.pigeon_id)}</div>}
              </div>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Text size="xs">
      <Text span size="xs" c="dimmed">
        {label}
      </Text>{' '}
      <bdi>{value}</bdi>
    </Text>
  );
}
