import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { LoftAuctions } from '@/features/auctions/components/loft-auctions';
import { getLoftQueryOptions, useLoft } from '@/lib/api/lofts/get-loft';
import { sessionRestored } from '@/lib/auth';
import { useBreadcrumbOverride } from '@/lib/page-meta';
import { queryClient } from '@/lib/react-query';
import { idParam } from './params';

export async function loader({ params }: LoaderFunctionArgs) {
  await sessionRestored(); // the lots' list says who leads and who won, to them
  await queryClient.ensureQueryData(getLoftQueryOptions(idParam(params.id)));
  return null;
}

/** `/lofts/:id/auctions`: the loft's lots, open ones first. */
export function Component() {
  const { t } = useTranslation();
  const id = idParam(useParams().id);
  const loft = useLoft(id);
  useBreadcrumbOverride(paths.loft.getHref(id), loft.name);
  return (
    <>
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }} mb="md" data-testid="auctions-title">
        {t('auctions.loftTitle', { loft: loft.name })}
      </Title>
      <LoftAuctions key={id} loftId={id} timeZone={loft.time_zone} />
    </>
  );
}
