import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StockState } from '../lib/stock';

const COLORS: Record<StockState['kind'], string> = { available: 'teal', held: 'yellow', sold: 'gray' };

/** A stock bird's state as a badge: available, held or sold. */
export function SaleStateBadge({ state }: { state: StockState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state.kind]} variant="light" style={{ flexShrink: 0 }} data-testid="stock-state" data-state={state.kind}>
      {t(`pigeonSale.stock.state.${state.kind}`)}
    </Badge>
  );
}
