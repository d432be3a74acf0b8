import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuctionLot } from '../api/get-loft-auctions';

const COLORS: Record<AuctionLot['status'], string> = { draft: 'gray', open: 'blue', sold: 'green', unsold: 'gray', cancelled: 'red' };

/** The lot's status; an open lot whose end has passed reads "Ended" until it is closed. */
export function StatusBadge({ lot }: { lot: AuctionLot }) {
  const { t } = useTranslation();
  const key = lot.status === 'open' && lot.over ? 'ended' : lot.status;
  return (
    <Badge variant="light" color={COLORS[lot.status]} data-testid="lot-status">
      {t(`auctions.status.${key}`)}
    </Badge>
  );
}
