import { Loader, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoft } from '@/lib/api/lofts/get-loft';
import { useSaleDesk } from '../api/get-sale-desk';
import { SaleHistoryTab } from './sale-history-tab';
import { SaleSettingsCard } from './sale-settings';
import { StockTab } from './stock-tab';
import { VendingTab } from './vending-tab';

const TABS = ['stock', 'vending', 'history'] as const;
type Tab = (typeof TABS)[number];

/**
 * The season's pigeon sale (issue 30), a section of the loft's workspace for those who run its seasons: the settings
 * (inventory flight, Max sales), then the stock with who holds or bought each bird, the sale orders (vending), and
 * every change of those orders (sale history) on the loft's clock.
 */
export function SaleDesk({ loftId, seasonId }: { loftId: number; seasonId: number }) {
  const { t } = useTranslation();
  const zone = useLoft(loftId).time_zone || 'UTC';
  const { data: desk, isPending } = useSaleDesk(seasonId);
  const [tab, setTab] = useState<Tab>('stock');
  if (isPending || !desk) return <Loader size="sm" />;
  const counts: Record<Tab, number | null> = { stock: desk.stock?.length ?? 0, vending: desk.orders?.length ?? 0, history: null };
  return (
    <Stack gap="md" data-testid="sale-desk">
      <SaleSettingsCard key={JSON.stringify(desk.settings)} seasonId={seasonId} desk={desk} />
      <Tabs value={tab} onChange={(v) => setTab((v as Tab | null) ?? 'stock')} keepMounted={false}>
        <Tabs.List>
          {TABS.map((v) => (
            <Tabs.Tab key={v} value={v} data-testid={`sale-tab-${v}`}>
              {t(`pigeonSale.desk.${v}`)}
              {counts[v] != null && ` (${counts[v]})`}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="stock" pt="md">
          <StockTab desk={desk} loftId={loftId} />
        </Tabs.Panel>
        <Tabs.Panel value="vending" pt="md">
          <VendingTab desk={desk} timeZone={zone} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <SaleHistoryTab desk={desk} timeZone={zone} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
