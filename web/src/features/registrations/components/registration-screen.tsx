import { Alert, Anchor, List, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { getDueDatesQueryOptions } from '@/lib/api/due-dates/get-due-dates';
import { getLoftQueryOptions } from '@/lib/api/lofts/get-loft';
import { getLoftProductsQueryOptions } from '@/lib/api/lofts/get-loft-products';
import { useMe } from '@/lib/api/me/get-me';
import { useAuth } from '@/lib/auth';
import { formatDay } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { useBreadcrumbOverride } from '@/lib/page-meta';
import { useLoftClock } from '@/lib/use-season-loft-time';
import { getMyOrdersQueryOptions } from '../api/get-my-orders';
import { useUserSeason } from '../api/get-user-season';
import { lastAddress } from '../lib/order-rules';
import { RegistrationForm } from './registration-form';

/** `/lofts/{id}/seasons/{seasonid}/register`: without a season, a choice among those open for registration. */
export function RegistrationScreen({ loftId, seasonId }: { loftId: number; seasonId: number | null }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const { user } = useAuth();
  const loft = useQuery(getLoftQueryOptions(loftId));
  const { dayHint } = useLoftClock(loft.data?.time_zone);
  const open = (loft.data?.seasons ?? []).filter((s) => s.registration_open);
  const chosen = seasonId ?? (open.length === 1 ? open[0]!.id : null);
  const season = loft.data?.seasons?.find((s) => s.id === chosen);
  const dueDates = useQuery({ ...getDueDatesQueryOptions(chosen ?? 0), enabled: chosen != null });
  const products = useQuery({ ...getLoftProductsQueryOptions(loftId, chosen ?? undefined), enabled: chosen != null, meta: { toast: true } });
  const mine = useUserSeason(user?.id, chosen ?? undefined);
  const profile = useMe();
  const myOrders = useQuery({ ...getMyOrdersQueryOptions(), enabled: user != null });
  const period = dueDates.data?.find((d) => d.category === 'registration');
  useBreadcrumbOverride(paths.loft.getHref(loftId), loft.data?.name);
  useBreadcrumbOverride(`/lofts/${loftId}/seasons/${chosen ?? ''}`, season?.name);
  const title = <PageTitle>{season ? `${t('registration.title')}: ${season.name}` : t('registration.title')}</PageTitle>;

  if (loft.isPending) return <Loader />;
  if (chosen == null) {
    return (
      <Stack>
        {title}
        {open.length === 0 ? (
          <Alert color="yellow" data-testid="no-open-season">
            {t('registration.noOpenSeason')}
          </Alert>
        ) : (
          <>
            <Text>{t('registration.chooseSeason')}</Text>
            <List data-testid="open-seasons">
              {open.map((s) => (
                <List.Item key={s.id}>
                  <Anchor component={Link} to={paths.seasonRegister.getHref(loftId, s.id)}>
                    {s.name}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    );
  }
  const entryFees = (products.data ?? []).filter((p) => p.category === 'entry_fee');
  return (
    <Stack>
      {title}
      {period && (
        <Text data-testid="registration-period">
          {t('registration.period', { from: formatDay(period.starts_at, intlLocale), to: formatDay(period.ends_at, intlLocale) })}{' '}
          <Text span size="sm" c="dimmed" data-testid="loft-days">
            · {dayHint()}
          </Text>
        </Text>
      )}
      {!season || !season.registration_open ? (
        <Alert color="yellow" data-testid="registration-closed">
          {t('registration.closed')}
        </Alert>
      ) : products.isPending || mine.isPending || profile.isPending || (user != null && myOrders.isPending) ? (
        <Loader />
      ) : (
        <RegistrationForm
          seasonId={chosen}
          products={entryFees}
          teams={mine.data?.pigeon_teams ?? []}
          address={lastAddress(myOrders.data ?? [], {
            city: profile.data?.oauth_user.city ?? '',
            street: profile.data?.oauth_user.street ?? '',
            zipcode: profile.data?.oauth_user.zipcode ?? '',
          })}
        />
      )}
    </Stack>
  );
}
