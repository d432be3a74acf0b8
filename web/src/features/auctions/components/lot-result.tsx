import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api/error-text';
import { useDownloadBidLog } from '../api/download-bid-log';
import type { AuctionLot } from '../api/get-loft-auctions';
import { useMoney } from '../lib/use-money';
import { LotPayment } from './lot-payment';

/** After the end: sold (to the viewer?, and how its payment stands), unsold or still being closed, and the bid log to download. */
export function LotResult({ lot }: { lot: AuctionLot }) {
  const { t } = useTranslation();
  const { money } = useMoney(lot.currency);
  const download = useDownloadBidLog();
  const text =
    lot.status === 'sold'
      ? t(lot.leading ? 'auctions.result.youWon' : 'auctions.result.sold', { price: money(lot.price) })
      : lot.status === 'unsold'
        ? t(lot.bid_count > 0 ? 'auctions.result.reserveNotMet' : 'auctions.result.unsold')
        : lot.status === 'cancelled'
          ? t('auctions.result.cancelled')
          : t('auctions.result.closing');
  return (
    <Alert color={lot.status === 'sold' ? 'green' : 'gray'} data-testid="lot-result">
      {text}
      <LotPayment lot={lot} />
      {lot.status !== 'cancelled' && (
        <Group mt="sm">
          <Button variant="light" size="xs" loading={download.isPending} onClick={() => download.mutate(lot.id)} data-testid="bid-log-download">
            {t('auctions.result.download')}
          </Button>
        </Group>
      )}
      {download.isError && (
        <Alert mt="sm" color="red">
          {errorText(download.error)}
        </Alert>
      )}
    </Alert>
  );
}
