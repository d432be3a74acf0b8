import { useLoftZone } from '@/lib/use-season-loft-time';
import { CampaignsDesk } from './campaigns-desk';

/** The workspace's Campaigns section: the loft's campaigns, their times on the loft's clock, amounts in the season's currency. */
export function LoftCampaigns({ loftId, currency }: { loftId: number; currency?: 'EUR' | 'USD' }) {
  return <CampaignsDesk loftId={loftId} zone={useLoftZone(loftId)} currency={currency} />;
}
