import { Anchor, Avatar, Group, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useStoreFront } from '../api/get-store-front';
import { useStoreLofts } from '../api/get-store-lofts';
import { ProductGrid } from './product-grid';

/** A seller's products (null: the service's). The loft page's Store tab shows a loft's. */
export function LoftStore({ loftId }: { loftId: number | null }) {
  const { data, isPending } = useStoreFront(loftId);
  if (isPending) return <Loader mx="auto" />;
  return <ProductGrid products={data?.products ?? []} />;
}

/** `/store`: the service's memberships and gift cards, then the lofts that have a store of their own. */
export function StorePage() {
  const { t } = useTranslation();
  const lofts = useStoreLofts();
  return (
    <Stack gap="xl">
      <section>
        <Title order={2} size="h3" mb="sm">
          {t('shop.serviceTitle')}
        </Title>
        <LoftStore loftId={null} />
      </section>
      <section>
        <Title order={2} size="h3" mb="sm">
          {t('shop.loftStores')}
        </Title>
        {lofts.isPending ? (
          <Loader />
        ) : (lofts.data ?? []).length === 0 ? (
          <EmptyState>{t('shop.noLoftStores')}</EmptyState>
        ) : (
          <Stack gap="xs" data-testid="store-lofts">
            {(lofts.data ?? []).map((l) => (
              <Anchor key={l.id} component={Link} to={`${paths.loft.getHref(l.id)}?tab=store`} data-testid={`store-loft-${l.id}`}>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={l.logo_url ? l.logo_url.replace('-full.', '-low.') : null} radius="sm" size="md">
                    {l.name.slice(0, 1)}
                  </Avatar>
                  {l.name}
                </Group>
              </Anchor>
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
