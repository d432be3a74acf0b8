import { Box, Group, NavLink, ScrollArea, SegmentedControl, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { useAuth } from '@/lib/auth';
import { adminSections } from '@/lib/authorization';

const labels = {
  lofts: 'admin.lofts',
  seasons: 'admin.seasons',
  users: 'admin.users',
  news: 'admin.news',
  store: 'admin.store',
  campaigns: 'campaigns.adminTitle',
  tools: 'adminTools.title',
} as const;

/**
 * A page of the back office: the sections the user may open beside the page on wide screens, above
 * it on narrow ones, then the page's title with its actions and its content.
 */
export function AdminPage({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const sections = adminSections(user);
  const current = sections.find((s) => pathname.startsWith(`/admin/${s}`));
  return (
    <Group align="flex-start" wrap="nowrap" gap="xl">
      {sections.length > 1 && (
        <Stack component="nav" aria-label={t('nav.admin')} gap={2} w={220} visibleFrom="md" data-testid="admin-nav">
          {sections.map((s) => (
            <NavLink key={s} component={Link} to={`/admin/${s}`} label={t(labels[s])} active={s === current} />
          ))}
        </Stack>
      )}
      <Box flex={1} miw={0}>
        {sections.length > 1 && (
          <ScrollArea hiddenFrom="md" mb="md" type="never">
            <SegmentedControl
              aria-label={t('nav.admin')}
              value={current ?? ''}
              onChange={(s) => navigate(`/admin/${s}`)}
              data={sections.map((s) => ({ value: s, label: t(labels[s]) }))}
            />
          </ScrollArea>
        )}
        <PageTitle right={actions}>{title}</PageTitle>
        {children}
      </Box>
    </Group>
  );
}
