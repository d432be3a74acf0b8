import { useLoft } from '@/lib/api/lofts/get-loft';
import { CampaignsDesk } from './campaigns-desk';

/** The workspace's Campaigns section: the loft's campaigns, their times on the loft's clock, amounts in the loft's currency. */
export function LoftCampaigns({ loftId }: { loftId: number }) {
  const loft = useLoft(loftId);
  return <CampaignsDesk loftId={loftId} zone={loft.time_zone} currency={loft.currency} />;
}
