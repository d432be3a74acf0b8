import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuctionLot } from '../api/get-loft-lots';

const COLORS = { draft: 'gray', open: 'green', ended: 'yellow', sold: 'blue', unsold: 'orange', cancelled: 'red' } as const;

/** Where a lot stands: an open lot whose end has passed reads "Ended" until the job closes it. */
export function LotStatusBadge({ lot }: { lot: AuctionLot }) {
  const { t } = useTranslation();
  const status = lot.status === 'open' && lot.over ? 'ended' : lot.status;
  return (
    // The label may not shrink to an ellipsis in a narrow table column.
    <Badge color={COLORS[status]} variant="light" styles={{ label: { overflow: 'visible' } }} data-testid="lot-status" data-status={status}>
      {t(`auctionDesk.status.${status}`)}
    </Badge>
  );
}
