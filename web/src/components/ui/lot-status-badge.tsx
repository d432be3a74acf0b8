import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Schema } from '@/lib/api/types';

type Lot = Pick<Schema<'AuctionLot'>, 'status' | 'over'>;

const COLORS = { draft: 'gray', open: 'green', ended: 'yellow', sold: 'blue', unsold: 'orange', cancelled: 'red' } as const;

/**
 * Where an auction lot stands, in the same colours on the public pages and the staff's desk: an open lot whose end
 * has passed reads "Ended" until the job closes it.
 */
export function LotStatusBadge({ lot }: { lot: Lot }) {
  const { t } = useTranslation();
  const status = lot.status === 'open' && lot.over ? 'ended' : lot.status;
  return (
    // The label may not shrink to an ellipsis in a narrow table column.
    <Badge color={COLORS[status]} variant="light" styles={{ label: { overflow: 'visible' } }} data-testid="lot-status" data-status={status}>
      {t(`auctions.status.${status}`)}
    </Badge>
  );
}
