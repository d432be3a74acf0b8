import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useAuctionLot } from '../api/get-auction-lot';
import type { AuctionLot } from '../api/get-loft-auctions';
import { useAuctionLive } from '../lib/use-auction-live';
import { BidForm } from './bid-form';
import { BidHistory } from './bid-history';
import { LotFacts } from './lot-facts';
import { LotResult } from './lot-result';
import { LotStatusBadge } from '@/components/ui/lot-status-badge';

/** Where a visitor bids: signed in, the form; signed out, the way to sign in. */
function BidArea({ lot }: { lot: AuctionLot }) {
  const { t } = useTranslation();
  const { status, login } = useAuth();
  if (status === 'loading') return null;
  if (status !== 'signedIn') {
    return (
      <Alert color="blue" data-testid="bid-login">
        {t('auctions.bid.loginNote')}
        <Button mt="sm" display="block" onClick={() => login()} data-testid="bid-login-button">
          {t('auctions.bid.login')}
        </Button>
      </Alert>
    );
  }
  return <BidForm lot={lot} />;
}

/** `/auctions/:id`: the lot, where its bidding stands (live), the bid form or the result, and the bids. */
export function LotPage({ lotId, timeZone, loftName }: { lotId: number; timeZone: string; loftName: string }) {
  const { t } = useTranslation();
  const lot = useAuctionLot(lotId);
  const open = lot.status === 'open' && !lot.over;
  useAuctionLive(lot.id, lot.status === 'open');
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }} data-testid="lot-title">
            {lot.title}
          </Title>
          <LotStatusBadge lot={lot} />
        </Group>
        <Group gap="md" wrap="wrap">
          <Anchor component={Link} to={paths.loftAuctions.getHref(lot.loft_id)} size="sm">
            {t('auctions.lotOf', { loft: loftName })}
          </Anchor>
          <Anchor component={Link} to={paths.pigeon.getHref(lot.loft_id, null, lot.pigeon_id)} size="sm" data-testid="lot-pigeon-link">
            {t('auctions.pigeonLink')}
          </Anchor>
        </Group>
      </Stack>
      {lot.description && <Text style={{ whiteSpace: 'pre-line' }}>{lot.description}</Text>}
      <LotFacts lot={lot} timeZone={timeZone} />
      {open ? <BidArea lot={lot} /> : lot.status !== 'draft' && <LotResult lot={lot} />}
      <Title order={2} fz="h3">
        {t('auctions.bids.title')}
      </Title>
      <BidHistory lot={lot} timeZone={timeZone} />
    </Stack>
  );
}
