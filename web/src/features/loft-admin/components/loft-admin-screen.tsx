import { Alert, Anchor, Badge, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorView } from '@/components/errors/error-view';
import { AdminPage } from '@/components/layouts/admin-page';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api/api-error';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';
import { useBreadcrumbOverride } from '@/lib/page-meta';
import { useAdminLoft } from '../api/get-admin-loft';
import { LoftImages } from './loft-images';
import { AddressesTab } from './addresses-tab';
import { ArchiveActions } from './archive-actions';
import { DetailsTab } from './details-tab';
import { DisplayFieldsTab } from './display-fields-tab';
import { HistoryTab } from './history-tab';
import { NotesTab } from './notes-tab';
import { PackageTab } from './package-tab';
import { StaffTab } from './staff-tab';
import { SubscriptionsTab } from './subscriptions-tab';

const TABS = ['details', 'addresses', 'images', 'package', 'subscriptions', 'displayFields', 'notes', 'staff', 'history'] as const;
export type LoftAdminTab = (typeof TABS)[number];

/** `/admin/lofts/{id}`: a loft's administration in tabs, with archive, unarchive and delete. */
export function LoftAdminScreen({ loftId, tab, onTab }: { loftId: number; tab: string | null; onTab: (tab: LoftAdminTab) => void }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  const { data: loft, error, isPending } = useAdminLoft(loftId);
  useBreadcrumbOverride(paths.adminLoft.getHref(loftId), loft?.name);
  if (isPending) return <Loader mx="auto" />;
  if (!loft) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return <ErrorView status={error.status} />;
    return <Alert color="red">{t('errors.occurred', { status: error instanceof ApiError ? error.status : 500 })}</Alert>;
  }
  const current: LoftAdminTab = TABS.includes(tab as LoftAdminTab) ? (tab as LoftAdminTab) : 'details';
  return (
    <AdminPage
      title={
        <Text inherit component="span" style={{ overflowWrap: 'anywhere' }} data-testid="admin-loft-name">
          {loft.name}
        </Text>
      }
      actions={<ArchiveActions loft={loft} />}
    >
      <Stack gap="md">
        <Group gap="xs" wrap="wrap">
          <Badge variant="light">{t(`lofts.package.${loft.latest_loft_type.package.type}`)}</Badge>
          {loft.archived_at && (
            <Badge color="gray" variant="outline" data-testid="admin-loft-archived">
              {t('adminLofts.archive.archivedSince', { date: formatDate(loft.archived_at, intlLocale) })}
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            {t('adminLofts.counts', { seasons: loft.counts.seasons, flights: loft.counts.flights, merchants: loft.counts.active_merchants })}
          </Text>
          <Anchor component={Link} to={paths.loft.getHref(loft.id)} size="sm">
            {t('adminLofts.viewPublic')}
          </Anchor>
        </Group>
        <Tabs value={current} onChange={(v) => v && onTab(v as LoftAdminTab)} keepMounted={false}>
          <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
            {TABS.map((x) => (
              <Tabs.Tab key={x} value={x} data-testid={`loft-tab-${x}`} style={{ flexShrink: 0 }}>
                {t(`adminLofts.tabs.${x}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="details" pt="md">
            <DetailsTab key={loft.id} loft={loft} />
          </Tabs.Panel>
          <Tabs.Panel value="addresses" pt="md">
            <AddressesTab loft={loft} />
          </Tabs.Panel>
          <Tabs.Panel value="images" pt="md">
            <LoftImages loftId={loft.id} logoUrl={loft.logo_url} coverUrl={loft.cover_url} />
          </Tabs.Panel>
          <Tabs.Panel value="package" pt="md">
            <PackageTab key={loft.latest_loft_type.package.type} loft={loft} />
          </Tabs.Panel>
          <Tabs.Panel value="subscriptions" pt="md">
            <SubscriptionsTab loft={loft} />
          </Tabs.Panel>
          <Tabs.Panel value="displayFields" pt="md">
            <DisplayFieldsTab key={JSON.stringify(loft.display_fields)} loft={loft} />
          </Tabs.Panel>
          <Tabs.Panel value="notes" pt="md">
            <NotesTab loftId={loft.id} />
          </Tabs.Panel>
          <Tabs.Panel value="staff" pt="md">
            <StaffTab loftId={loft.id} />
          </Tabs.Panel>
          <Tabs.Panel value="history" pt="md">
            <HistoryTab loft={loft} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </AdminPage>
  );
}
