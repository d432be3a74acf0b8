import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { getAuctionLotQueryOptions } from '@/features/auctions/api/get-auction-lot';
import { LotPage } from '@/features/auctions/components/lot-page';
import { getLoftQueryOptions, useLoft } from '@/lib/api/lofts/get-loft';
import { sessionRestored } from '@/lib/auth';
import { useBreadcrumbOverride } from '@/lib/page-meta';
import { queryClient } from '@/lib/react-query';
import { idParam } from './params';

export async function loader({ params }: LoaderFunctionArgs) {
  await sessionRestored(); // the winner's sale and "You lead" are the viewer's
  const lot = await queryClient.ensureQueryData(getAuctionLotQueryOptions(idParam(params.id)));
  await queryClient.ensureQueryData(getLoftQueryOptions(lot.loft_id));
  return null;
}

/** `/auctions/:id` (notifications link here): a lot with its live bidding; times on its loft's clock. */
export function Component() {
  const id = idParam(useParams().id);
  const { data: lot } = useSuspenseQuery(getAuctionLotQueryOptions(id));
  const loft = useLoft(lot.loft_id);
  useBreadcrumbOverride(paths.auctionLot.getHref(id), lot.title);
  return <LotPage key={id} lotId={id} timeZone={loft.time_zone} loftName={loft.name} />;
}
